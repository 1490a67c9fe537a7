import { z } from '../zod';
import { CONTACT_TOPICS, type ContactTopic } from '../contact-topics';
import { CONTACT_MESSAGE_MIN, CONTACT_MESSAGE_MAX, CONTACT_MESSAGES } from './contact-values';

export * from './contact-values';

export { CONTACT_TOPICS, type ContactTopic };

const TOPIC_VALUES = CONTACT_TOPICS.map((topic) => topic.value) as [ContactTopic, ...ContactTopic[]];

const digitCount = (value: string) => value.replace(/\D/g, '').length;

/**
 * A phone number as people type it: empty, or 7 to 15 digits with any punctuation. The contact
 * form's rule, shared by every form that asks for a phone (e.g. the profile).
 */
export const phoneNumberSchema = z
  .string()
  .trim()
  .max(40, CONTACT_MESSAGES.phoneInvalid)
  .refine((value) => value === '' || (digitCount(value) >= 7 && digitCount(value) <= 15), CONTACT_MESSAGES.phoneInvalid);

/**
 * The contact form (public /contact page): name, e-mail, optional phone, topic and a message of
 * 20 to 5000 characters. Shared by the form and the server route (POST /api/contact).
 */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, CONTACT_MESSAGES.nameRequired).max(120, CONTACT_MESSAGES.nameTooLong),
  email: z.string().trim().min(1, CONTACT_MESSAGES.emailRequired).pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
  phone: phoneNumberSchema.optional(),
  topic: z.enum(TOPIC_VALUES, { error: CONTACT_MESSAGES.topicRequired }),
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.messageTooShort)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactMessageResponseSchema = z.object({ id: z.uuid(), received_at: z.string() });
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;

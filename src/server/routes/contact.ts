import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import { CONTACT_TOPICS, contactMessageResponseSchema, contactMessageSchema } from '../../shared/schemas/contact';
import { contactMessages } from '../db/schema';
import { renderEmail } from '../services/email-layout';

/** At most this many contact messages per address in the window (the form is public). */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' } as const;

const topicLabel = (topic: string) => CONTACT_TOPICS.find((item) => item.value === topic)?.label ?? topic;

/** POST /api/contact: the public contact form. Saves the message for the admins, e-mails a receipt. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        body: contactMessageSchema,
        response: { 201: contactMessageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { rateLimit: app.config.RATE_LIMIT ? CONTACT_RATE_LIMIT : false },
    },
    async (request, reply) => {
      const { name, email, phone, topic, message } = request.body;
      const [saved] = await app.db
        .insert(contactMessages)
        .values({ name, email, phone: phone || null, topic, message, ip: request.ip })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });

      // The message is saved; e-mail trouble is logged (and in the e-mail log), not the sender's problem.
      const provider = app.config.PROVIDER_NAME;
      const mails = [
        renderEmail({
          type: 'contact.receipt',
          to: email,
          subject: `We received your message — ${provider}`,
          greeting: `Hello ${name},`,
          paragraphs: [
            `Thank you for contacting ${provider}. Your message about "${topicLabel(topic)}" has reached our office, and a member of our team will reply within one business day.`,
            'For reference, here is what you sent:',
          ],
          quote: message,
          footnote: `Reference: ${saved!.id}. Reply to this e-mail or write to ${app.config.PROVIDER_EMAIL} if you need to add anything.`,
          providerName: provider,
          replyTo: app.config.PROVIDER_EMAIL,
        }),
        renderEmail({
          type: 'contact.office',
          to: app.config.PROVIDER_EMAIL,
          subject: `Contact form: ${topicLabel(topic)} — ${name}`,
          paragraphs: [`${name} <${email}>${phone ? `, phone ${phone}` : ''} wrote about "${topicLabel(topic)}":`],
          quote: message,
          footnote: `Reference: ${saved!.id}. Reply to this e-mail to answer ${name} directly.`,
          providerName: provider,
          replyTo: email,
        }),
      ];
      for (const mail of mails) {
        await app.mailer
          .send({ ...mail, entityType: 'contact_message', entityId: saved!.id })
          .catch((error: unknown) => request.log.error({ err: error, type: mail.type }, 'contact e-mail failed'));
      }
      return reply.status(201).send({ id: saved!.id, received_at: saved!.createdAt.toISOString() });
    },
  );
};

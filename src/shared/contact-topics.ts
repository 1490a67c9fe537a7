/**
 * What a contact message is about; the office routes it by topic. Apart from the zod schema
 * (./schemas/contact.ts), so pages can name a topic without loading zod.
 */
export const CONTACT_TOPICS = [
  { value: 'inspection', label: 'Inspections' },
  { value: 'specification', label: 'Specifications' },
  { value: 'consultation', label: 'Consultations' },
  { value: 'membership', label: 'Contractor membership' },
  { value: 'guarantee', label: 'A guarantee or a defect' },
  { value: 'billing', label: 'Invoices and fees' },
  { value: 'portal', label: 'Help with the portal' },
  { value: 'other', label: 'Something else' },
] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number]['value'];

/** The label of a topic value ('inspection' -> 'Inspections'); the value itself when unknown. */
export const contactTopicLabel = (topic: string) => CONTACT_TOPICS.find((item) => item.value === topic)?.label ?? topic;

import { apiClient } from '@/lib/api-client';
import { defineQueuedWrite, type QueuedWriteVariables } from '@/lib/offline/queued-write';
import { contactTopicLabel } from '@/shared/contact-topics';
import type { ContactMessage } from '@/shared/schemas/contact';

export const CONTACT_ENDPOINT = '/api/contact';

export type ContactMessageWrite = ContactMessage & QueuedWriteVariables;

/**
 * Send the contact form to the office (public, no session). A non-OK answer throws the API
 * client's ApiError, whose message is the server's error text. The idempotency key makes a
 * resend (after a dropped connection or a reload) land once.
 */
export function sendContactMessage({ idempotencyKey, ...message }: ContactMessageWrite, signal?: AbortSignal): Promise<unknown> {
  const { phone, ...rest } = message;
  return apiClient.post(CONTACT_ENDPOINT, phone ? { ...rest, phone } : rest, {
    auth: false,
    signal,
    idempotencyKey,
  });
}

/** The contact form as a queued write: written offline on a train, it is sent once back online. */
export const sendContactMessageWrite = defineQueuedWrite({
  key: ['contact', 'send'],
  describe: (message: ContactMessageWrite) => `Message to the office: ${contactTopicLabel(message.topic)}`,
  send: (message: ContactMessageWrite) => sendContactMessage(message),
  editPath: '/contact',
});

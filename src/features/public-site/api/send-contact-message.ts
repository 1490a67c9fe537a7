import { apiClient } from '@/lib/api-client';
import type { ContactMessage } from '@/shared/schemas/contact';

export const CONTACT_ENDPOINT = '/api/contact';

/**
 * Send the contact form to the office (public, no session). A non-OK answer throws the API
 * client's ApiError, whose message is the server's error text.
 */
export function sendContactMessage(message: ContactMessage, signal?: AbortSignal): Promise<unknown> {
  const { phone, ...rest } = message;
  return apiClient.post(CONTACT_ENDPOINT, phone ? { ...rest, phone } : rest, { auth: false, signal });
}

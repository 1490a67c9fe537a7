/*
 * The zod-free part of src/shared/schemas/contact.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (docs/performance.md).
 */
import { LOCALE } from '../format/locale';

export const CONTACT_MESSAGE_MIN = 20;
export const CONTACT_MESSAGE_MAX = 5000;

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Keep the name under 120 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Enter a phone number with 7 to 15 digits, or leave it empty',
  topicRequired: 'Choose a topic',
  messageTooShort: `Write at least ${CONTACT_MESSAGE_MIN} characters`,
  messageTooLong: `Keep the message under ${CONTACT_MESSAGE_MAX.toLocaleString(LOCALE)} characters`,
} as const;

/*
 * The zod-free part of src/shared/schemas/messages.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (docs/performance.md).
 */
import { LOCALE } from '../format/locale';

/** Who wrote a message: the provider's office (an Admin) or the client company (a Client). */
export const MESSAGE_SIDES = ['provider', 'client'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 10_000;
/** Files one message may carry. */
export const MESSAGE_ATTACHMENTS_MAX = 5;
export const MESSAGE_THREADS_PAGE_SIZE_MAX = 100;

export const MESSAGE_MESSAGES = {
  subjectRequired: 'Give the conversation a subject.',
  subjectTooLong: `Keep the subject under ${MESSAGE_SUBJECT_MAX} characters.`,
  bodyRequired: 'Write a message.',
  bodyTooLong: `Keep the message under ${MESSAGE_BODY_MAX.toLocaleString(LOCALE)} characters.`,
  tooManyFiles: `Attach at most ${MESSAGE_ATTACHMENTS_MAX} files.`,
  companyRequired: 'Choose the client company to write to.',
  noCompany: 'Your account is not linked to a company yet, so there is no mailbox to write from. Contact our office.',
  companyUnknown: 'There is no such client company.',
  projectElsewhere: 'The project does not belong to this company.',
  requestElsewhere: 'The request does not belong to this company.',
} as const;

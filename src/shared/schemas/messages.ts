import { z } from '../zod';
import { uploadSummarySchema } from '../uploads';
import type { NotificationPrefs } from './profile';
import {
  MESSAGE_SIDES,
  MESSAGE_SUBJECT_MAX,
  MESSAGE_BODY_MAX,
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_THREADS_PAGE_SIZE_MAX,
  MESSAGE_MESSAGES,
} from './messages-values';

export * from './messages-values';

/*
 * Messaging (docs/features.md, Messages): threads between the provider's
 * office and one client company, optionally about a project or a request. Shared by the two
 * mailboxes, the project page's Messages tab and the server routes (/api/messages).
 */

/**
 * The profile preference (profiles.notification_prefs) that, when false, stops the e-mail sent
 * for each new message from the other side. Missing means on.
 */
export const MESSAGE_EMAIL_PREF = 'message_email' satisfies keyof NotificationPrefs;

const subject = z.string().trim().min(1, MESSAGE_MESSAGES.subjectRequired).max(MESSAGE_SUBJECT_MAX, MESSAGE_MESSAGES.subjectTooLong);
const body = z.string().trim().min(1, MESSAGE_MESSAGES.bodyRequired).max(MESSAGE_BODY_MAX, MESSAGE_MESSAGES.bodyTooLong);
const attachmentIds = z.array(z.uuid()).max(MESSAGE_ATTACHMENTS_MAX, MESSAGE_MESSAGES.tooManyFiles).default([]);

/** POST /api/messages/threads/:id/messages: a reply in a thread. */
export const replyMessageSchema = z.object({ body, attachment_ids: attachmentIds });
export type ReplyMessageInput = z.input<typeof replyMessageSchema>;
export type ReplyMessage = z.output<typeof replyMessageSchema>;

/**
 * POST /api/messages/threads: a new thread with its first message. A Client writes to the
 * provider from their own company (`company_id` is ignored); an Admin names the client company.
 * Either may tie it to a project or a request of that company.
 */
export const createThreadSchema = z.object({
  subject,
  body,
  attachment_ids: attachmentIds,
  company_id: z.uuid(MESSAGE_MESSAGES.companyRequired).optional(),
  project_id: z.uuid().optional(),
  request_id: z.uuid().optional(),
});
export type CreateThreadInput = z.input<typeof createThreadSchema>;
export type CreateThread = z.output<typeof createThreadSchema>;

/** The fields of the message forms, validated as the server validates them (the mailbox forms build on these). */
export const messageFieldSchemas = { subject, body, companyId: z.uuid(MESSAGE_MESSAGES.companyRequired) } as const;

export const threadParamsSchema = z.object({ id: z.uuid() });

/** GET /api/messages/threads: unread first, then the latest conversation first. */
export const threadsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  project_id: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MESSAGE_THREADS_PAGE_SIZE_MAX).default(50),
});
export type ThreadsQuery = z.output<typeof threadsQuerySchema>;

export const threadSummarySchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  company_id: z.uuid(),
  company_name: z.string(),
  project_id: z.uuid().nullable(),
  project_code: z.string().nullable(),
  project_name: z.string().nullable(),
  request_id: z.uuid().nullable(),
  request_no: z.string().nullable(),
  message_count: z.number().int().min(0),
  /** Messages of the other side the caller has not read. */
  unread_count: z.number().int().min(0),
  last_message_at: z.iso.datetime(),
  last_author_name: z.string().nullable(),
  last_message_preview: z.string(),
  created_at: z.iso.datetime(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const threadsListResponseSchema = z.object({
  data: z.array(threadSummarySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type ThreadsListResponse = z.infer<typeof threadsListResponseSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  thread_id: z.uuid(),
  side: z.enum(MESSAGE_SIDES),
  author_id: z.uuid().nullable(),
  author_name: z.string(),
  body: z.string(),
  created_at: z.iso.datetime(),
  /** A message of the other side the caller had not read when this answer was made. */
  unread: z.boolean(),
  attachments: z.array(uploadSummarySchema),
});
export type Message = z.infer<typeof messageSchema>;

export const threadDetailSchema = threadSummarySchema.extend({ messages: z.array(messageSchema) });
export type ThreadDetail = z.infer<typeof threadDetailSchema>;

/** POST /api/messages/threads/:id/read: how many messages became read for the caller. */
export const markThreadReadResponseSchema = z.object({ marked: z.number().int().min(0) });
export type MarkThreadReadResponse = z.infer<typeof markThreadReadResponseSchema>;

/** GET /api/messages/admin/unread-count and /client/unread-count (docs/features.md, Messages). */
export const unreadCountResponseSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

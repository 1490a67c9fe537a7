import { MESSAGE_MESSAGES, type CreateThread, type ReplyMessage } from '../../shared/schemas/messages';
import { UPLOAD_MESSAGES } from '../../shared/uploads';
import type { Database, Transaction } from '../db/client';
import { badRequest, HttpError, notFound } from '../errors';
import { writeAudit } from '../repositories/audit';
import {
  belongsToCompany,
  findCompanyName,
  findVisibleThread,
  insertMessage,
  insertThread,
  sideOf,
  type MessageRow,
  type ThreadRow,
} from '../repositories/messages';
import { createNotification, notificationPreview } from '../repositories/notifications';
import { attachUploads, shareMessageUploads } from '../repositories/uploads';
import type { Viewer } from '../auth/viewer';
import { enqueueMessageEmails, type MessageMailConfig } from './messages-emails';
import { pushToAdmins, pushToCompanyClients } from './push';

export interface MessagingDeps {
  db: Database;
  config: MessageMailConfig;
}

/** The author of a message: who they are and the name the other side reads. */
export interface MessageAuthor extends Viewer {
  name: string;
}

/**
 * Write one message in its thread (the caller's transaction): the row, its files (shared with the
 * thread's company so both sides can download them) and, for a client's message, the Admins'
 * notification.
 */
async function addMessage(tx: Transaction, thread: ThreadRow, author: MessageAuthor, input: { body: string; attachmentIds: readonly string[] }): Promise<MessageRow> {
  const side = sideOf(author.role);
  const message = await insertMessage(tx, { threadId: thread.id, authorId: author.userId, side, body: input.body });
  const attached = await attachUploads(tx, { ids: input.attachmentIds, ownerId: author.userId, kind: 'message_attachment', link: { messageId: message.id } });
  if (!attached) throw badRequest('Attachment unavailable', UPLOAD_MESSAGES.attachmentUnavailable);
  await shareMessageUploads(tx, message.id, thread.companyId);
  if (side === 'client') {
    await createNotification(tx, {
      kind: 'new_message',
      title: `Message from ${author.name}: ${thread.subject}`,
      body: notificationPreview(input.body),
      link: `/admin/mailbox?thread=${thread.id}`,
      entityType: 'message_thread',
      entityId: thread.id,
    });
    await pushToAdmins(tx, { event: 'new_message', title: 'New message from a client', link: `/admin/mailbox?thread=${thread.id}` });
  } else {
    await pushToCompanyClients(tx, thread.companyId, { event: 'message_received', title: 'New message', link: `/mailbox?thread=${thread.id}` });
  }
  return message;
}

/** The client company of a new thread: the Client's own, or the one the Admin chose (checked). */
async function threadCompany(db: Database, author: MessageAuthor, body: CreateThread): Promise<string> {
  if (author.role === 'Client') {
    if (!author.companyId) throw new HttpError(409, 'no_company', 'No company', MESSAGE_MESSAGES.noCompany);
    return author.companyId;
  }
  if (!body.company_id) throw badRequest('Company required', MESSAGE_MESSAGES.companyRequired);
  if (!(await findCompanyName(db, body.company_id))) throw badRequest('Unknown company', MESSAGE_MESSAGES.companyUnknown);
  return body.company_id;
}

/** Start a thread with its first message and the other side's e-mails (one transaction). Answers the thread's id. */
export async function startThread(deps: MessagingDeps, author: MessageAuthor, body: CreateThread): Promise<string> {
  const companyId = await threadCompany(deps.db, author, body);
  if (body.project_id && !(await belongsToCompany(deps.db, companyId, { projectId: body.project_id }))) {
    throw badRequest('Project not found', MESSAGE_MESSAGES.projectElsewhere);
  }
  if (body.request_id && !(await belongsToCompany(deps.db, companyId, { requestId: body.request_id }))) {
    throw badRequest('Request not found', MESSAGE_MESSAGES.requestElsewhere);
  }
  const thread = await deps.db.transaction(async (tx) => {
    const thread = await insertThread(tx, {
      companyId,
      projectId: body.project_id ?? null,
      requestId: body.request_id ?? null,
      subject: body.subject,
      createdBy: author.userId,
    });
    const message = await addMessage(tx, thread, author, { body: body.body, attachmentIds: body.attachment_ids });
    await writeAudit(tx, {
      actorId: author.userId,
      action: 'message_thread.create',
      entityType: 'message_thread',
      entityId: thread.id,
      after: { subject: thread.subject, company_id: companyId, project_id: thread.projectId, request_id: thread.requestId },
    });
    await enqueueMessageEmails(tx, deps.config, thread, message, author);
    return thread;
  });
  return thread.id;
}

/** Reply in a thread the author may see (another company's answers 404), e-mailing the other side, in one transaction. */
export async function replyInThread(deps: MessagingDeps, author: MessageAuthor, threadId: string, body: ReplyMessage): Promise<void> {
  const thread = await findVisibleThread(deps.db, author, threadId);
  if (!thread) throw notFound('There is no such conversation.');
  await deps.db.transaction(async (tx) => {
    const message = await addMessage(tx, thread, author, { body: body.body, attachmentIds: body.attachment_ids });
    await enqueueMessageEmails(tx, deps.config, thread, message, author);
  });
}

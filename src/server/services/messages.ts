import type { FastifyBaseLogger } from 'fastify';
import { MESSAGE_MESSAGES, type CreateThread, type ReplyMessage } from '../../shared/schemas/messages';
import { UPLOAD_MESSAGES } from '../../shared/uploads';
import type { AppConfig } from '../config/env';
import type { Database, Transaction } from '../db/client';
import { badRequest, HttpError, notFound } from '../errors';
import { writeAudit } from '../repositories/audit';
import {
  belongsToCompany,
  findCompanyName,
  findVisibleThread,
  insertMessage,
  insertThread,
  listMessageRecipients,
  sideOf,
  type MessageRow,
  type ThreadRow,
} from '../repositories/messages';
import { createNotification } from '../repositories/notifications';
import { attachUploads, shareMessageUploads } from '../repositories/uploads';
import type { Viewer } from '../auth/viewer';
import { renderEmail } from './email-layout';
import type { Mailer } from './mail';

export interface MessagingDeps {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: Pick<AppConfig, 'publicUrl' | 'PROVIDER_NAME' | 'PROVIDER_EMAIL'>;
}

/** The author of a message: who they are and the name the other side reads. */
export interface MessageAuthor extends Viewer {
  name: string;
}

const NOTIFICATION_PREVIEW = 140;
const shorten = (text: string) => (text.length > NOTIFICATION_PREVIEW ? `${text.slice(0, NOTIFICATION_PREVIEW - 1)}…` : text);

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
      body: shorten(input.body),
      link: `/admin/mailbox?thread=${thread.id}`,
      entityType: 'message_thread',
      entityId: thread.id,
    });
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

/** Start a thread with its first message (one transaction), then e-mail the other side. Answers the thread's id. */
export async function startThread(deps: MessagingDeps, author: MessageAuthor, body: CreateThread): Promise<string> {
  const companyId = await threadCompany(deps.db, author, body);
  if (body.project_id && !(await belongsToCompany(deps.db, companyId, { projectId: body.project_id }))) {
    throw badRequest('Project not found', MESSAGE_MESSAGES.projectElsewhere);
  }
  if (body.request_id && !(await belongsToCompany(deps.db, companyId, { requestId: body.request_id }))) {
    throw badRequest('Request not found', MESSAGE_MESSAGES.requestElsewhere);
  }
  const { thread, message } = await deps.db.transaction(async (tx) => {
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
    return { thread, message };
  });
  await emailOtherSide(deps, thread, message, author);
  return thread.id;
}

/** Reply in a thread the author may see (another company's answers 404), then e-mail the other side. */
export async function replyInThread(deps: MessagingDeps, author: MessageAuthor, threadId: string, body: ReplyMessage): Promise<void> {
  const thread = await findVisibleThread(deps.db, author, threadId);
  if (!thread) throw notFound('There is no such conversation.');
  const message = await deps.db.transaction((tx) => addMessage(tx, thread, author, { body: body.body, attachmentIds: body.attachment_ids }));
  await emailOtherSide(deps, thread, message, author);
}

/**
 * After commit: tell the other side (every Admin, or the company's client contacts) unless they
 * turned these e-mails off. E-mail trouble is logged (and in the e-mail log), not the author's problem.
 */
async function emailOtherSide(deps: MessagingDeps, thread: ThreadRow, message: MessageRow, author: MessageAuthor): Promise<void> {
  const provider = deps.config.PROVIDER_NAME;
  const fromClient = message.side === 'client';
  const from = fromClient ? `${author.name} (${(await findCompanyName(deps.db, thread.companyId)) ?? 'client'})` : provider;
  const mailbox = fromClient ? '/admin/mailbox' : '/mailbox';
  const recipients = await listMessageRecipients(deps.db, { side: message.side, companyId: thread.companyId, exceptUserId: author.userId });
  for (const recipient of recipients) {
    const mail = renderEmail({
      type: 'message.new',
      to: recipient.email,
      subject: `New message from ${from}: ${thread.subject}`,
      greeting: `Hello ${recipient.name},`,
      paragraphs: [`${author.name} wrote in the conversation "${thread.subject}":`],
      quote: message.body,
      action: { label: 'Open the conversation', link: `${deps.config.publicUrl}${mailbox}?thread=${thread.id}` },
      footnote: 'Reply in the portal so the whole conversation stays in one place. You can turn these e-mails off in your mailbox.',
      providerName: provider,
      replyTo: deps.config.PROVIDER_EMAIL,
    });
    await deps.mailer
      .send({ ...mail, entityType: 'message', entityId: message.id })
      .catch((error: unknown) => deps.log.error({ err: error, type: mail.type }, 'message e-mail failed'));
  }
}

import type { AppConfig } from '../config/env';
import type { Transaction } from '../db/client';
import { findCompanyName, listMessageRecipients, type MessageRow, type ThreadRow } from '../repositories/messages';
import { renderEmail } from './email-layout';
import { enqueueMail } from './outbox';

export type MessageMailConfig = Pick<AppConfig, 'publicUrl' | 'PROVIDER_NAME' | 'PROVIDER_EMAIL'>;

/**
 * Tell the other side (every Admin, or the company's client contacts) unless they turned these
 * e-mails off, in the transaction that wrote the message (src/server/services/messages.ts).
 */
export async function enqueueMessageEmails(tx: Transaction, config: MessageMailConfig, thread: ThreadRow, message: MessageRow, author: { userId: string; name: string }): Promise<void> {
  const provider = config.PROVIDER_NAME;
  const fromClient = message.side === 'client';
  const from = fromClient ? `${author.name} (${(await findCompanyName(tx, thread.companyId)) ?? 'client'})` : provider;
  const mailbox = fromClient ? '/admin/mailbox' : '/mailbox';
  const recipients = await listMessageRecipients(tx, { side: message.side, companyId: thread.companyId, exceptUserId: author.userId });
  for (const recipient of recipients) {
    const mail = renderEmail({
      type: 'message.new',
      to: recipient.email,
      subject: `New message from ${from}: ${thread.subject}`,
      greeting: `Hello ${recipient.name},`,
      paragraphs: [`${author.name} wrote in the conversation "${thread.subject}":`],
      quote: message.body,
      action: { label: 'Open the conversation', link: `${config.publicUrl}${mailbox}?thread=${thread.id}` },
      footnote: 'Reply in the portal so the whole conversation stays in one place. You can turn these e-mails off in your mailbox.',
      providerName: provider,
      replyTo: config.PROVIDER_EMAIL,
    });
    await enqueueMail(tx, { ...mail, entityType: 'message', entityId: message.id });
  }
}

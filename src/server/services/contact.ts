import { contactTopicLabel } from '../../shared/contact-topics';
import type { ContactMessage } from '../../shared/schemas/contact';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';
import { createNotification } from '../repositories/notifications';
import { contactEmails } from './contact-emails';
import { enqueueMail } from './outbox';

/** How much of the message the Admins' notification shows. */
const NOTIFICATION_EXCERPT = 200;

const excerpt = (text: string) => (text.length > NOTIFICATION_EXCERPT ? `${text.slice(0, NOTIFICATION_EXCERPT - 1)}…` : text);

/**
 * Save a contact-form message, the Admins' notification, the sender's receipt and the office's
 * copy, in one transaction.
 */
export async function receiveContactMessage(
  deps: { db: Database; config: Pick<AppConfig, 'PROVIDER_NAME' | 'PROVIDER_EMAIL'> },
  form: ContactMessage,
  ip: string,
): Promise<{ id: string; createdAt: Date }> {
  const { name, email, phone, topic, message } = form;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name, email, phone: phone || null, topic, message, ip })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    // No admin page lists contact messages yet, so the notification links nowhere.
    await createNotification(tx, {
      kind: 'contact_message',
      title: `Contact form: ${contactTopicLabel(topic)} — ${name}`,
      body: `${name} <${email}>: ${excerpt(message)}`,
      link: null,
      entityType: 'contact_message',
      entityId: row!.id,
    });
    for (const mail of contactEmails(deps.config, form, row!.id)) await enqueueMail(tx, mail);
    return row!;
  });
}

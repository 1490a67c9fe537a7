import { contactTopicLabel } from '../../shared/contact-topics';
import type { ContactMessage } from '../../shared/schemas/contact';
import type { AppConfig } from '../config/env';
import { renderEmail } from './email-layout';
import type { OutgoingMail } from './mail';

/** The contact form's two e-mails: the sender's receipt and the office's copy (src/server/services/contact.ts). */
export function contactEmails(config: Pick<AppConfig, 'PROVIDER_NAME' | 'PROVIDER_EMAIL'>, form: ContactMessage, reference: string): OutgoingMail[] {
  const { name, email, phone, topic, message } = form;
  const provider = config.PROVIDER_NAME;
  const mails = [
    renderEmail({
      type: 'contact.receipt',
      to: email,
      subject: `We received your message — ${provider}`,
      greeting: `Hello ${name},`,
      paragraphs: [
        `Thank you for contacting ${provider}. Your message about "${contactTopicLabel(topic)}" has reached our office, and a member of our team will reply within one business day.`,
        'For reference, here is what you sent:',
      ],
      quote: message,
      footnote: `Reference: ${reference}. Reply to this e-mail or write to ${config.PROVIDER_EMAIL} if you need to add anything.`,
      providerName: provider,
      replyTo: config.PROVIDER_EMAIL,
    }),
    renderEmail({
      type: 'contact.office',
      to: config.PROVIDER_EMAIL,
      subject: `Contact form: ${contactTopicLabel(topic)} — ${name}`,
      paragraphs: [`${name} <${email}>${phone ? `, phone ${phone}` : ''} wrote about "${contactTopicLabel(topic)}":`],
      quote: message,
      footnote: `Reference: ${reference}. Reply to this e-mail to answer ${name} directly.`,
      providerName: provider,
      replyTo: email,
    }),
  ];
  return mails.map((mail) => ({ ...mail, entityType: 'contact_message', entityId: reference }));
}

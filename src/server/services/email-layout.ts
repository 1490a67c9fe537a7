import type { EmailKind } from '../../shared/email-kinds';
import type { OutgoingMail } from './mail';

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]!);

const BUTTON_STYLE =
  'display:inline-block;padding:10px 18px;background:#2b6cb0;color:#ffffff;text-decoration:none;border-radius:4px;';

export interface EmailContent {
  type: EmailKind;
  to: string;
  subject: string;
  /** Opening line; defaults to "Hello,". */
  greeting?: string;
  /** Body paragraphs, plain text (escaped for the HTML part). */
  paragraphs: string[];
  /** A call to action: a button in HTML, the bare link in text. */
  action?: { label: string; link: string };
  /** Small print under the action. */
  footnote?: string;
  /** A quoted block, e.g. a copy of what the recipient sent. */
  quote?: string;
  providerName: string;
  replyTo?: string;
}

/** The one layout for every e-mail the portal sends: a plain-text part and a simple HTML part. */
export function renderEmail(content: EmailContent): OutgoingMail {
  const greeting = content.greeting ?? 'Hello,';
  const text = [
    greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.quote ? [...content.quote.split('\n').map((line) => `> ${line}`), ''] : []),
    ...(content.action ? [`${content.action.label}:`, content.action.link, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    content.providerName,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #1a202c;">
<p>${escapeHtml(greeting)}</p>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${content.quote ? `<blockquote style="border-left:3px solid #cbd5e0;margin:0;padding-left:12px;color:#2d3748;white-space:pre-wrap;">${escapeHtml(content.quote)}</blockquote>` : ''}
${content.action ? `<p><a href="${escapeHtml(content.action.link)}" style="${BUTTON_STYLE}">${escapeHtml(content.action.label)}</a></p>` : ''}
${content.footnote ? `<p style="font-size:13px;color:#4a5568;">${escapeHtml(content.footnote)}</p>` : ''}
<p>${escapeHtml(content.providerName)}</p>
</body></html>
`;
  return { type: content.type, to: content.to, subject: content.subject, text, html, replyTo: content.replyTo };
}

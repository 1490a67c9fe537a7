/**
 * The kinds of e-mail the portal sends (email_log.type), with the names people read: the e-mail
 * analytics report groups by them (src/server/services/analytics/email.ts). Every sender's
 * `type` is one of these (OutgoingMail in src/server/services/mail.ts), so a new kind gets its
 * name here.
 */
export const EMAIL_KIND_LABELS = {
  'auth.signup': 'Account confirmation',
  'auth.recovery': 'Password reset',
  'auth.invite': 'Staff invitation',
  'auth.sign_in_failures': 'Failed sign-ins warning',
  'request.receipt': 'Request received',
  'request.assigned': 'Request assigned',
  'request.information_requested': 'Request: more information needed',
  'request.declined': 'Request declined',
  'request.converted': 'Request accepted',
  'message.new': 'New message',
  'report.published': 'Report published',
  'deficiency.reminder': 'Deficiency reminder',
  'deficiency.warning': 'Deficiency warning',
  'guarantee.issued': 'Guarantee issued',
  'invoice.issued': 'Invoice issued',
  'schedule.report': 'Scheduled report',
  'contact.receipt': 'Contact form receipt',
  'contact.office': 'Contact form (to the office)',
} as const;

export type EmailKind = keyof typeof EMAIL_KIND_LABELS;

const isEmailKind = (kind: string): kind is EmailKind => Object.hasOwn(EMAIL_KIND_LABELS, kind);

/** A key as code writes it ("invoice.overdue_notice"), which reads as words once split. */
const KEY_LIKE = /^[a-z0-9]+([._-][a-z0-9]+)*$/i;

/**
 * The name of an e-mail kind. A kind without a name (one logged before it was renamed) still
 * reads as words: "invoice.overdue_notice" -> "Invoice overdue notice"; anything else is shown
 * as it is.
 */
export function emailKindLabel(kind: string): string {
  if (isEmailKind(kind)) return EMAIL_KIND_LABELS[kind];
  if (!KEY_LIKE.test(kind)) return kind;
  const words = kind.replace(/[._-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

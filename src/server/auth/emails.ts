import type { OutgoingMail } from '../services/mail';

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]!);

const BUTTON_STYLE =
  'display:inline-block;padding:10px 18px;background:#2b6cb0;color:#ffffff;text-decoration:none;border-radius:4px;';

interface LinkMail {
  to: string;
  link: string;
  providerName: string;
}

function render(options: {
  type: string;
  to: string;
  subject: string;
  intro: string;
  action: string;
  link: string;
  validity: string;
  outro: string;
  providerName: string;
}): OutgoingMail {
  const text = [
    'Hello,',
    '',
    options.intro,
    '',
    `${options.action}:`,
    options.link,
    '',
    options.validity,
    options.outro,
    '',
    options.providerName,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #1a202c;">
<p>Hello,</p>
<p>${escapeHtml(options.intro)}</p>
<p><a href="${escapeHtml(options.link)}" style="${BUTTON_STYLE}">${escapeHtml(options.action)}</a></p>
<p style="font-size:13px;color:#4a5568;">${escapeHtml(options.validity)} ${escapeHtml(options.outro)}</p>
<p>${escapeHtml(options.providerName)}</p>
</body></html>
`;
  return { type: options.type, to: options.to, subject: options.subject, text, html };
}

/** The sign-up confirmation e-mail (type auth.signup). */
export function confirmationEmail({ to, link, providerName }: LinkMail): OutgoingMail {
  return render({
    type: 'auth.signup',
    to,
    subject: `Confirm your ${providerName} account`,
    intro: `Thanks for registering with the ${providerName} client portal. Please confirm your e-mail address to finish setting up your account.`,
    action: 'Confirm your e-mail address',
    link,
    validity: 'This link works once and expires in 24 hours.',
    outro: 'If you did not register, you can ignore this e-mail.',
    providerName,
  });
}

/** The password recovery e-mail (type auth.recovery). */
export function recoveryEmail({ to, link, providerName }: LinkMail): OutgoingMail {
  return render({
    type: 'auth.recovery',
    to,
    subject: `Reset your ${providerName} password`,
    intro: `We received a request to reset the password of your ${providerName} portal account.`,
    action: 'Choose a new password',
    link,
    validity: 'This link works once and expires in 1 hour.',
    outro: 'If you did not ask for this, you can ignore this e-mail; your password stays unchanged.',
    providerName,
  });
}

import type { EmailKind } from '../../shared/email-kinds';
import { renderEmail } from '../services/email-layout';
import type { OutgoingMail } from '../services/mail';

interface LinkMail {
  to: string;
  link: string;
  providerName: string;
}

function render(options: {
  type: EmailKind;
  to: string;
  subject: string;
  intro: string;
  action: string;
  link: string;
  validity: string;
  outro: string;
  providerName: string;
}): OutgoingMail {
  return renderEmail({
    type: options.type,
    to: options.to,
    subject: options.subject,
    paragraphs: [options.intro],
    action: { label: options.action, link: options.link },
    footnote: `${options.validity} ${options.outro}`,
    providerName: options.providerName,
  });
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

/**
 * The owner's warning about repeated failed sign-ins (type auth.sign_in_failures), at most once an
 * hour (src/server/auth/sign-in-limits.ts). It names no address: the failures come from anywhere.
 */
export function signInFailuresEmail({ to, link, providerName, failures }: LinkMail & { failures: number }): OutgoingMail {
  return render({
    type: 'auth.sign_in_failures',
    to,
    subject: `Failed sign-ins to your ${providerName} account`,
    intro: `Someone tried to sign in to your ${providerName} portal account with a wrong password ${failures} times in a short time. Sign-in to your account is paused for a few minutes after each further failure; your password still works once the pause ends.`,
    action: 'Open the portal',
    link,
    validity: 'If this was you, you can ignore this e-mail.',
    outro: 'If it was not, choose a new password with "Forgot password?" on the sign-in form.',
    providerName,
  });
}

/** The staff invitation e-mail (type auth.invite): a set-password link that also signs the person in. */
export function invitationEmail({ to, link, providerName, name, role }: LinkMail & { name: string; role: string }): OutgoingMail {
  return render({
    type: 'auth.invite',
    to,
    subject: `You are invited to the ${providerName} portal`,
    intro: `Hello ${name}, an administrator has created your ${providerName} portal account as ${role === 'Admin' ? 'an Admin' : `an ${role}`}. Choose a password to start.`,
    action: 'Set your password',
    link,
    validity: 'This link works once and expires in 7 days.',
    outro: 'After that, ask an administrator to send a new invitation, or use "Forgot password" on the sign-in form.',
    providerName,
  });
}

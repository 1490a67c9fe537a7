import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/env';
import type { EmailKind } from '../../shared/email-kinds';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

export interface OutgoingMail {
  /** What kind of e-mail this is (its name in src/shared/email-kinds.ts); logged and reported on. */
  type: EmailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  entityType?: string;
  entityId?: string;
  replyTo?: string;
}

/** What the transport answered for one e-mail: recorded on its e-mail log row. */
export interface DeliveredMail {
  messageId: string | null;
  /** The .eml file, when no SMTP server is configured. */
  filePath: string | null;
}

/**
 * The transport. Only the outbox's sender calls it (src/server/services/outbox.ts), outside any
 * transaction; every other piece of code enqueues its e-mails (docs/architecture.md).
 */
export interface Mailer {
  /** Send one e-mail now; `logId` is its e-mail log row (it names the .eml file). */
  send(mail: OutgoingMail & { logId?: string }): Promise<DeliveredMail>;
}

/**
 * Every e-mail goes through nodemailer: over SMTP when SMTP_URL is set, otherwise rendered to a
 * real RFC 822 message and written as an .eml file in MAIL_DIR.
 */
export function createMailer(config: Pick<AppConfig, 'SMTP_URL' | 'MAIL_FROM' | 'mailDir'>): Mailer {
  const smtp: Transporter | null = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mailDir = resolve(config.mailDir);

  return {
    async send({ logId = randomUUID(), ...mail }) {
      const message = {
        from: config.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        replyTo: mail.replyTo,
        headers: { 'X-PaintQA-Mail-Type': mail.type },
      };
      if (smtp) {
        const info = await smtp.sendMail(message);
        return { messageId: info.messageId ?? null, filePath: null };
      }
      const info = await fileTransport.sendMail(message);
      await mkdir(mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const filePath = join(mailDir, `${stamp}-${mail.type.replace(/[^a-z0-9.-]/gi, '_')}-${logId}.eml`);
      await writeFile(filePath, info.message as Buffer);
      return { messageId: info.messageId ?? null, filePath };
    },
  };
}

import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { emailLog } from '../db/schema';
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

export interface SentMail {
  logId: string;
  /** The .eml file, when no SMTP server is configured. */
  filePath: string | null;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
}

/**
 * Every e-mail goes through nodemailer: over SMTP when SMTP_URL is set, otherwise rendered to a
 * real RFC 822 message and written as an .eml file in MAIL_DIR. Each one gets an e-mail log row
 * (queued, then sent or failed).
 */
export function createMailer(config: Pick<AppConfig, 'SMTP_URL' | 'MAIL_FROM' | 'mailDir'>, db: Database): Mailer {
  const smtp: Transporter | null = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mailDir = resolve(config.mailDir);

  return {
    async send(mail) {
      const [row] = await db
        .insert(emailLog)
        .values({
          type: mail.type,
          recipient: mail.to,
          subject: mail.subject,
          entityType: mail.entityType,
          entityId: mail.entityId,
          status: 'queued',
        })
        .returning({ id: emailLog.id });
      const logId = row!.id;
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
      try {
        let filePath: string | null = null;
        let messageId: string | undefined;
        if (smtp) {
          const info = await smtp.sendMail(message);
          messageId = info.messageId;
        } else {
          const info = await fileTransport.sendMail(message);
          await mkdir(mailDir, { recursive: true });
          const stamp = new Date().toISOString().replace(/[:.]/g, '-');
          filePath = join(mailDir, `${stamp}-${mail.type.replace(/[^a-z0-9.-]/gi, '_')}-${logId}.eml`);
          await writeFile(filePath, info.message as Buffer);
          messageId = info.messageId;
        }
        await db
          .update(emailLog)
          .set({ status: 'sent', sentAt: new Date(), messageId, filePath })
          .where(eq(emailLog.id, logId));
        return { logId, filePath };
      } catch (error) {
        await db
          .update(emailLog)
          .set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
          .where(eq(emailLog.id, logId));
        throw error;
      }
    },
  };
}

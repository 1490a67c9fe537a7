import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import { RATE_LIMITS } from '../../shared/constants';
import { contactTopicLabel } from '../../shared/contact-topics';
import { contactMessageResponseSchema, contactMessageSchema } from '../../shared/schemas/contact';
import { contactMessages } from '../db/schema';
import { createNotification } from '../repositories/notifications';
import { renderEmail } from '../services/email-layout';

/** How much of the message the Admins' notification shows. */
const NOTIFICATION_EXCERPT = 200;

const excerpt = (text: string) => (text.length > NOTIFICATION_EXCERPT ? `${text.slice(0, NOTIFICATION_EXCERPT - 1)}…` : text);

/**
 * POST /api/contact: the public contact form. Saves the message and a notification for the admins
 * in one transaction, then e-mails a receipt. Idempotent with an `Idempotency-Key` (scope
 * 'anonymous'), so a queued form sent twice saves and e-mails once.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        body: contactMessageSchema,
        response: {
          201: contactMessageResponseSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: { rateLimit: app.config.RATE_LIMIT ? RATE_LIMITS.contact : false, idempotent: true },
    },
    async (request, reply) => {
      const { name, email, phone, topic, message } = request.body;
      const saved = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({ name, email, phone: phone || null, topic, message, ip: request.ip })
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
        return row!;
      });

      // The message is saved; e-mail trouble is logged (and in the e-mail log), not the sender's problem.
      const provider = app.config.PROVIDER_NAME;
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
          footnote: `Reference: ${saved.id}. Reply to this e-mail or write to ${app.config.PROVIDER_EMAIL} if you need to add anything.`,
          providerName: provider,
          replyTo: app.config.PROVIDER_EMAIL,
        }),
        renderEmail({
          type: 'contact.office',
          to: app.config.PROVIDER_EMAIL,
          subject: `Contact form: ${contactTopicLabel(topic)} — ${name}`,
          paragraphs: [`${name} <${email}>${phone ? `, phone ${phone}` : ''} wrote about "${contactTopicLabel(topic)}":`],
          quote: message,
          footnote: `Reference: ${saved.id}. Reply to this e-mail to answer ${name} directly.`,
          providerName: provider,
          replyTo: email,
        }),
      ];
      for (const mail of mails) {
        await app.mailer
          .send({ ...mail, entityType: 'contact_message', entityId: saved.id })
          .catch((error: unknown) => request.log.error({ err: error, type: mail.type }, 'contact e-mail failed'));
      }
      return reply.status(201).send({ id: saved.id, received_at: saved.createdAt.toISOString() });
    },
  );
};

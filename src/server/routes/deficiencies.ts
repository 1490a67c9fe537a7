import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFICIENCY_THRESHOLDS, needsClosure, REMINDABLE_STATUSES, UNRESOLVED_STATUSES, type DeficiencyStatus } from '../../shared/deficiency-rules';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  deficiencyDetailResponseSchema,
  deficiencyParamsSchema,
  deficiencyResponseSchema,
  deficiencyTrackingQuerySchema,
  deficiencyTrackingResponseSchema,
  type Deficiency,
  type DeficiencyAction,
} from '../../shared/schemas/inspections';
import { HttpError, notFound } from '../errors';
import { writeAudit } from '../repositories/audit';
import { getDeficiency, listDeficiencyHistory, lockDeficiency, trackDeficiencies, updateDeficiency, type DeficiencyRow } from '../repositories/deficiencies';
import { listAttachedUploads } from '../repositories/uploads';
import type { Transaction } from '../repositories/notifications';
import { deficiencyRecipients, reminderMail, warningMail } from '../services/deficiency-notices';
import type { OutgoingMail } from '../services/mail';
import { viewerOf } from '../viewer';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema } as const;

const notNow = (message: string) => new HttpError(409, 'invalid_transition', 'Not possible now', message);
const isOneOf = (status: DeficiencyStatus, list: readonly DeficiencyStatus[]) => list.includes(status);

/**
 * What each action checks and changes (the e-mails of remind and warn go out after the commit).
 * Staff may remind before the queue asks for it, but never past the reminder limit.
 */
function applyAction(action: DeficiencyAction, row: DeficiencyRow, now: Date): Partial<DeficiencyRow> {
  switch (action) {
    case 'remind':
      if (row.archived || !isOneOf(row.status, REMINDABLE_STATUSES)) throw notNow('Only an open deficiency can get a reminder.');
      if (row.reminderCount >= DEFICIENCY_THRESHOLDS.maxReminders) {
        throw notNow(`${DEFICIENCY_THRESHOLDS.maxReminders} reminders were sent already: send a warning instead.`);
      }
      return { reminderCount: row.reminderCount + 1, lastReminderAt: now, status: 'notified' };
    case 'warn':
      if (row.archived || !isOneOf(row.status, UNRESOLVED_STATUSES)) throw notNow('Only an unresolved deficiency can get a warning.');
      return { warningLevel: row.warningLevel + 1, warnedAt: now, status: row.status === 'open' ? 'notified' : row.status };
    case 'verify':
      if (row.archived || !isOneOf(row.status, UNRESOLVED_STATUSES)) throw notNow('Only an unresolved deficiency can be verified.');
      return { status: 'verified', verifiedAt: now };
    case 'close':
      if (!needsClosure(row)) throw notNow('Only a verified deficiency can be closed.');
      return { status: 'closed', closedAt: now };
    case 'archive':
      if (row.archived) throw notNow('This deficiency is archived already.');
      return { archived: true };
    case 'restore':
      if (!row.archived) throw notNow('This deficiency is not archived.');
      return { archived: false };
  }
}

/**
 * Deficiency tracking (Admin and Inspector): the three queues computed by the shared rules, and the
 * follow-up actions. A reminder or a warning e-mails the responsible company (a warning with its
 * PDF letter) and is counted and logged; every action writes the audit log.
 */
export const deficiencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requirePermission('deficiencyAlerts');

  app.get(
    '/deficiency/tracking',
    { schema: { querystring: deficiencyTrackingQuerySchema, response: { 200: deficiencyTrackingResponseSchema, ...errors } }, preHandler },
    async (request) => ({ data: await trackDeficiencies(app.db, request.query) }),
  );

  app.get(
    '/deficiencies/:id',
    { schema: { params: deficiencyParamsSchema, response: { 200: deficiencyDetailResponseSchema, ...errors } }, preHandler },
    async (request) => {
      const deficiency = await getDeficiency(app.db, viewerOf(request), request.params.id);
      if (!deficiency) throw notFound('There is no such deficiency.');
      const [photos, history] = await Promise.all([listAttachedUploads(app.db, { deficiencyId: deficiency.id }), listDeficiencyHistory(app.db, deficiency.id)]);
      return { data: { ...deficiency, photos, history } };
    },
  );

  for (const action of ['remind', 'warn', 'verify', 'close', 'archive', 'restore'] as const) {
    app.post(
      `/deficiencies/:id/${action}`,
      { schema: { params: deficiencyParamsSchema, response: { 200: deficiencyResponseSchema, ...errors } }, preHandler, config: { idempotent: true } },
      async (request) => {
        const viewer = viewerOf(request);
        const now = new Date();
        const current = await getDeficiency(app.db, viewer, request.params.id, now);
        if (!current) throw notFound('There is no such deficiency.');
        const mails = await app.db.transaction(async (tx) => {
          const row = (await lockDeficiency(tx, current.id))!;
          const change = applyAction(action, row, now);
          const outgoing = action === 'remind' || action === 'warn' ? await noticesFor(tx, action, current, row.warningLevel + 1) : [];
          const after = await updateDeficiency(tx, row.id, change);
          await writeAudit(tx, {
            actorId: viewer.userId,
            action: `deficiency.${action}`,
            entityType: 'deficiency',
            entityId: row.id,
            before: { status: row.status, reminder_count: row.reminderCount, warning_level: row.warningLevel, archived: row.archived },
            after: { status: after.status, reminder_count: after.reminderCount, warning_level: after.warningLevel, archived: after.archived, recipients: outgoing.map((mail) => mail.to) },
          });
          return outgoing;
        });
        for (const mail of mails) {
          await app.mailer
            .send({ ...mail, entityType: 'deficiency', entityId: current.id })
            .catch((error: unknown) => request.log.error({ err: error, type: mail.type }, 'deficiency e-mail failed'));
        }
        return { data: (await getDeficiency(app.db, viewer, current.id))! };
      },
    );
  }

  /** The e-mails of a reminder or warning; none to send is a 409 (nothing would be "sent"). */
  async function noticesFor(tx: Transaction, action: 'remind' | 'warn', deficiency: Deficiency, warningLevel: number): Promise<OutgoingMail[]> {
    const recipients = await deficiencyRecipients(tx, deficiency);
    if (recipients.emails.length === 0) {
      throw notNow(`Nobody to send it to: give ${recipients.companyName} an e-mail address or a user first.`);
    }
    if (action === 'remind') return recipients.emails.map((to) => reminderMail(app.config, deficiency, to, recipients.companyName));
    return Promise.all(recipients.emails.map((to) => warningMail(app.config, deficiency, { to, ...recipients }, warningLevel, null)));
  }
};

import type { Transaction } from '../db/client';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFICIENCY_ACTION_PERMISSIONS, statusAfter, transitionRefusal } from '../../shared/deficiency-transitions';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  deficiencyDetailResponseSchema,
  deficiencyDisputeSchema,
  deficiencyFixReportSchema,
  deficiencyParamsSchema,
  deficiencyResponseSchema,
  deficiencyTrackingQuerySchema,
  deficiencyTrackingResponseSchema,
  deficiencyNotFixedSchema,
  deficiencyVoidSchema,
  type Deficiency,
  type DeficiencyAction,
} from '../../shared/schemas/inspections';
import { HttpError, notFound } from '../errors';
import { writeAudit } from '../repositories/audit';
import { getDeficiency, listDeficiencyHistory, lockDeficiency, trackDeficiencies, updateDeficiency, type DeficiencyRow } from '../repositories/deficiencies';
import { listAttachedUploads } from '../repositories/uploads';
import { insertReport, loadReportProject, nextReportVersion } from '../repositories/reports';
import { deficiencyRecipients, letterProject, reminderMail, renderDeficiencyWarningLetter, warningMailWithLetter } from '../services/deficiency-notices';
import type { OutgoingMail } from '../services/mail';
import { viewerOf } from '../auth/viewer';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema } as const;

const notNow = (message: string) => new HttpError(409, 'invalid_transition', 'Not possible now', message);

/**
 * What each action changes, once the shared transition rules allow it (the e-mails of remind and
 * warn go out after the commit).
 */
function applyAction(action: DeficiencyAction, row: DeficiencyRow, now: Date): Partial<DeficiencyRow> {
  const refusal = transitionRefusal(action, { status: row.status, archived: row.archived, reminderCount: row.reminderCount });
  if (refusal) throw notNow(refusal);
  const status = statusAfter(action, row.status);
  switch (action) {
    case 'remind':
      return { reminderCount: row.reminderCount + 1, lastReminderAt: now, status };
    case 'warn':
      return { warningLevel: row.warningLevel + 1, warnedAt: now, status };
    case 'verify':
      return { status, verifiedAt: now };
    case 'close':
      return { status, closedAt: now };
    case 'report-fix':
    case 'not-fixed':
    case 'dispute':
    case 'void':
      return { status };
    case 'archive':
      return { archived: true };
    case 'restore':
      return { archived: false };
  }
}

/** What an action sends out and leaves behind: the e-mails, and the warning letter kept as a report. */
interface ActionOutcome {
  mails: OutgoingMail[];
  reportId: string | null;
}

/**
 * Deficiency tracking (Admin and Inspector): the three queues computed by the shared rules, and the
 * follow-up actions, each allowed by the shared transition rules (src/shared/deficiency-transitions.ts:
 * a 409 otherwise) to the roles of its permission. A reminder or a warning e-mails the responsible
 * company (a warning with its PDF letter, also kept as the project's warning_letter report) and is
 * counted and logged; "Fix reported", "Disputed" and "Void" record a note; every action writes the
 * audit log (the deficiency's history).
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

  /** Take `action` on a deficiency: checked, changed and audit-logged in one transaction, e-mailed after it. */
  async function runAction(request: FastifyRequest, id: string, action: DeficiencyAction, note: string | null): Promise<Deficiency> {
    const viewer = viewerOf(request);
    const now = new Date();
    const current = await getDeficiency(app.db, viewer, id, now);
    if (!current) throw notFound('There is no such deficiency.');
    const mails = await app.db.transaction(async (tx) => {
      const row = (await lockDeficiency(tx, current.id))!;
      const change = applyAction(action, row, now);
      const outcome: ActionOutcome =
        action === 'remind' ? { mails: await reminders(tx, current), reportId: null } : action === 'warn' ? await warning(tx, current, row.warningLevel + 1, viewer.userId) : { mails: [], reportId: null };
      const after = await updateDeficiency(tx, row.id, change);
      await writeAudit(tx, {
        actorId: viewer.userId,
        action: `deficiency.${action}`,
        entityType: 'deficiency',
        entityId: row.id,
        before: { status: row.status, reminder_count: row.reminderCount, warning_level: row.warningLevel, archived: row.archived },
        after: {
          status: after.status,
          reminder_count: after.reminderCount,
          warning_level: after.warningLevel,
          archived: after.archived,
          recipients: outcome.mails.map((mail) => mail.to),
          ...(note ? { note } : {}),
          ...(outcome.reportId ? { report_id: outcome.reportId } : {}),
        },
      });
      return outcome.mails;
    });
    for (const mail of mails) {
      await app.mailer
        .send({ ...mail, entityType: 'deficiency', entityId: current.id })
        .catch((error: unknown) => request.log.error({ err: error, type: mail.type }, 'deficiency e-mail failed'));
    }
    return (await getDeficiency(app.db, viewer, current.id))!;
  }

  const actionRoute = (action: DeficiencyAction) => ({
    preHandler: app.requirePermission(DEFICIENCY_ACTION_PERMISSIONS[action]),
    config: { idempotent: true },
  });

  for (const action of ['remind', 'warn', 'verify', 'close', 'archive', 'restore'] as const) {
    app.post(
      `/deficiencies/:id/${action}`,
      { schema: { params: deficiencyParamsSchema, response: { 200: deficiencyResponseSchema, ...errors } }, ...actionRoute(action) },
      async (request) => ({ data: await runAction(request, request.params.id, action, null) }),
    );
  }

  // What the contractor said (the fix is reported, or disputed with their reason), and void (raised in error, why).
  app.post(
    '/deficiencies/:id/report-fix',
    { schema: { params: deficiencyParamsSchema, body: deficiencyFixReportSchema, response: { 200: deficiencyResponseSchema, ...errors } }, ...actionRoute('report-fix') },
    async (request) => ({ data: await runAction(request, request.params.id, 'report-fix', request.body.note || null) }),
  );
  app.post(
    '/deficiencies/:id/not-fixed',
    { schema: { params: deficiencyParamsSchema, body: deficiencyNotFixedSchema, response: { 200: deficiencyResponseSchema, ...errors } }, ...actionRoute('not-fixed') },
    async (request) => ({ data: await runAction(request, request.params.id, 'not-fixed', request.body.note) }),
  );
  app.post(
    '/deficiencies/:id/dispute',
    { schema: { params: deficiencyParamsSchema, body: deficiencyDisputeSchema, response: { 200: deficiencyResponseSchema, ...errors } }, ...actionRoute('dispute') },
    async (request) => ({ data: await runAction(request, request.params.id, 'dispute', request.body.note) }),
  );
  app.post(
    '/deficiencies/:id/void',
    { schema: { params: deficiencyParamsSchema, body: deficiencyVoidSchema, response: { 200: deficiencyResponseSchema, ...errors } }, ...actionRoute('void') },
    async (request) => ({ data: await runAction(request, request.params.id, 'void', request.body.note) }),
  );

  /** Who hears about a deficiency; nobody is a 409 (nothing would be "sent"). */
  async function recipientsOf(tx: Transaction, deficiency: Deficiency) {
    const recipients = await deficiencyRecipients(tx, deficiency);
    if (recipients.emails.length === 0) {
      throw notNow(`Nobody to send it to: give ${recipients.companyName} an e-mail address or a user first.`);
    }
    return recipients;
  }

  async function reminders(tx: Transaction, deficiency: Deficiency): Promise<OutgoingMail[]> {
    const recipients = await recipientsOf(tx, deficiency);
    return recipients.emails.map((to) => reminderMail(app.config, deficiency, to, recipients.companyName));
  }

  /**
   * A warning: the letter (PDF, with the project's site address) is rendered once, kept as the
   * project's next `warning_letter` report (a draft, in this transaction) and attached to each e-mail.
   */
  async function warning(tx: Transaction, deficiency: Deficiency, warningLevel: number, actorId: string): Promise<ActionOutcome> {
    const recipients = await recipientsOf(tx, deficiency);
    const project = (await loadReportProject(tx, deficiency.project_id))!;
    const letter = await renderDeficiencyWarningLetter(app.config, deficiency, recipients, warningLevel, letterProject(project));
    const version = await nextReportVersion(tx, { projectId: project.id, type: 'warning_letter', inspectionId: null });
    const report = await insertReport(tx, {
      projectId: project.id,
      inspectionId: null,
      deficiencyId: deficiency.id,
      type: 'warning_letter',
      version,
      fileSha256: await app.files.put(letter),
      sizeBytes: letter.length,
      createdBy: actorId,
    });
    await writeAudit(tx, {
      actorId,
      action: 'report.generate',
      entityType: 'report',
      entityId: report.id,
      after: { type: report.type, version: report.version, status: report.status, project_id: report.projectId, deficiency_id: deficiency.id, sent_with: 'deficiency.warn' },
    });
    return { mails: recipients.emails.map((to) => warningMailWithLetter(app.config, deficiency, { to, companyName: recipients.companyName }, letter)), reportId: report.id };
  }
};

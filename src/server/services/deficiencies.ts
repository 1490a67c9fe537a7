import { statusAfter, transitionRefusal } from '../../shared/deficiency-transitions';
import type { Deficiency, DeficiencyAction } from '../../shared/schemas/inspections';
import type { Viewer } from '../auth/viewer';
import type { AppConfig } from '../config/env';
import type { Database, Transaction } from '../db/client';
import { HttpError, notFound } from '../errors';
import { writeAudit } from '../repositories/audit';
import { getDeficiency, lockDeficiency, updateDeficiency, type DeficiencyRow } from '../repositories/deficiencies';
import { insertReport, loadReportProject, nextReportVersion } from '../repositories/reports';
import { deficiencyRecipients, letterProject, reminderMail, renderDeficiencyWarningLetter, warningMailWithLetter } from './deficiency-notices';
import type { FileStore } from './file-store';
import type { OutgoingMail } from './mail';
import { enqueueMail } from './outbox';
import { pushReadyForReinspection } from './push';

export interface DeficiencyDeps {
  db: Database;
  config: AppConfig;
  files: FileStore;
}

const notNow = (message: string) => new HttpError(409, 'invalid_transition', 'Not possible now', message);

/** What each action changes, once the shared transition rules allow it. */
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

/** Take `action` on a deficiency: checked, changed, audit-logged and its e-mails enqueued, in one transaction. */
export async function takeDeficiencyAction(deps: DeficiencyDeps, viewer: Viewer, id: string, action: DeficiencyAction, note: string | null): Promise<Deficiency> {
  const now = new Date();
  const current = await getDeficiency(deps.db, viewer, id, now);
  if (!current) throw notFound('There is no such deficiency.');
  await deps.db.transaction(async (tx) => {
    const row = (await lockDeficiency(tx, current.id))!;
    const change = applyAction(action, row, now);
    const outcome: ActionOutcome =
      action === 'remind'
        ? { mails: await reminders(deps, tx, current), reportId: null }
        : action === 'warn'
          ? await warning(deps, tx, current, row.warningLevel + 1, viewer.userId)
          : { mails: [], reportId: null };
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
    for (const mail of outcome.mails) await enqueueMail(tx, { ...mail, entityType: 'deficiency', entityId: current.id });
    if (after.status === 'ready_for_reinspection' && row.status !== after.status) await pushReadyForReinspection(tx, row.projectId);
  });
  return (await getDeficiency(deps.db, viewer, current.id))!;
}

/** Who hears about a deficiency; nobody is a 409 (nothing would be "sent"). */
async function recipientsOf(tx: Transaction, deficiency: Deficiency) {
  const recipients = await deficiencyRecipients(tx, deficiency);
  if (recipients.emails.length === 0) {
    throw notNow(`Nobody to send it to: give ${recipients.companyName} an e-mail address or a user first.`);
  }
  return recipients;
}

async function reminders(deps: DeficiencyDeps, tx: Transaction, deficiency: Deficiency): Promise<OutgoingMail[]> {
  const recipients = await recipientsOf(tx, deficiency);
  return recipients.emails.map((to) => reminderMail(deps.config, deficiency, to, recipients.companyName));
}

/**
 * A warning: the letter (PDF, with the project's site address) is rendered once, kept as the
 * project's next `warning_letter` report (a draft, in this transaction) and attached to each e-mail.
 */
async function warning(deps: DeficiencyDeps, tx: Transaction, deficiency: Deficiency, warningLevel: number, actorId: string): Promise<ActionOutcome> {
  const recipients = await recipientsOf(tx, deficiency);
  const project = (await loadReportProject(tx, deficiency.project_id))!;
  const letter = await renderDeficiencyWarningLetter(deps.config, deficiency, recipients, warningLevel, letterProject(project));
  const version = await nextReportVersion(tx, { projectId: project.id, type: 'warning_letter', inspectionId: null });
  const report = await insertReport(tx, {
    projectId: project.id,
    inspectionId: null,
    deficiencyId: deficiency.id,
    type: 'warning_letter',
    version,
    fileSha256: await deps.files.put(letter),
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
  return { mails: recipients.emails.map((to) => warningMailWithLetter(deps.config, deficiency, { to, companyName: recipients.companyName }, letter)), reportId: report.id };
}

import { and, eq, gte, inArray, isNotNull, isNull, lte, lt, notExists, or, sql } from 'drizzle-orm';
import { DUE_NOTIFICATIONS_CATCH_UP_DAYS } from '../../shared/constants';
import { DEFICIENCY_THRESHOLDS, isOverdue, REMINDABLE_STATUSES, WARNABLE_STATUSES } from '../../shared/deficiency-rules';
import { centsToDollars, formatCurrency } from '../../shared/format/currency';
import { addDays } from '../../shared/dates';
import { INVOICEABLE_STAGE_STATUSES, isDueStage } from '../../shared/invoice-rules';
import { providerToday } from '../config/provider-day';
import type { Database } from '../db/client';
import { billingStages, deficiencies, notifications, projects, pushOnce } from '../db/schema';
import { createNotificationOnce } from '../repositories/notifications';
import { pushToCompanyClients } from './push';

/*
 * The Admins' "deficiency overdue" and "invoice due" notifications (docs/features.md, Scheduled reports): a
 * scheduler job (src/server/services/scheduler.ts) looks for deficiencies that became overdue and
 * billing stages that became due to be invoiced, by the shared rules, and adds one notification
 * per item. Each has a dedupe key (the item and its date), so it is made once whatever the number
 * of passes, processes or restarts; a new due date that passes in turn makes a new one. Only what
 * became due in the last DUE_NOTIFICATIONS_CATCH_UP_DAYS: the backlog is in the lists already.
 */

/** The key of one overdue deficiency's notification: per deficiency and due date. */
export const deficiencyOverdueKey = (id: string, dueDate: string) => `deficiency_overdue:${id}:${dueDate}`;
/** The key of one due billing stage's notification: per stage and date (`ready` when it has none). */
export const invoiceDueKey = (id: string, toBeInvoicedDate: string | null) => `invoice_due:${id}:${toBeInvoicedDate ?? 'ready'}`;

/** No notification with this key yet (the SQL form of the key functions above; a mismatch would only cost a no-op insert). */
const notifiedAlready = (key: ReturnType<typeof sql<string>>) =>
  notExists(sql`(select 1 from ${notifications} where ${notifications.dedupeKey} = ${key})`);

export interface DueNotificationsResult {
  deficienciesOverdue: number;
  invoicesDue: number;
  /** Deficiencies whose "due soon" push was queued in this pass (to however many devices). */
  deficienciesDueSoon: number;
}

/** The key of one deficiency's "due soon" push: per deficiency and due date. */
export const deficiencyDueSoonKey = (id: string, dueDate: string) => `deficiency_due_soon:${id}:${dueDate}`;

/** Deficiencies overdue at `now` without their notification yet: one notification each. */
async function notifyOverdueDeficiencies(db: Database, now: Date): Promise<number> {
  const today = providerToday(now);
  const key = sql<string>`'deficiency_overdue:' || ${deficiencies.id}::text || ':' || to_char(${deficiencies.dueDate}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ row: deficiencies, projectCode: projects.projectCode, projectName: projects.projectName })
    .from(deficiencies)
    .innerJoin(projects, eq(projects.id, deficiencies.projectId))
    .where(
      and(
        eq(deficiencies.archived, false),
        inArray(deficiencies.status, [...WARNABLE_STATUSES]),
        isNotNull(deficiencies.dueDate),
        lt(deficiencies.dueDate, today),
        gte(deficiencies.dueDate, addDays(today, -DUE_NOTIFICATIONS_CATCH_UP_DAYS)),
        notifiedAlready(key),
      ),
    )
    .orderBy(deficiencies.dueDate, projects.projectCode, deficiencies.number);
  let created = 0;
  for (const { row, projectCode, projectName } of rows) {
    if (!isOverdue(row, today) || !row.dueDate) continue;
    const notification = await createNotificationOnce(db, {
      kind: 'deficiency_overdue',
      title: `Deficiency overdue: ${projectCode} #${row.number}`,
      body: `${projectName} — ${row.location} (${row.severity}), due ${row.dueDate}`,
      link: `/deficiency-tracking?project=${encodeURIComponent(projectCode)}`,
      entityType: 'deficiency',
      entityId: row.id,
      dedupeKey: deficiencyOverdueKey(row.id, row.dueDate),
    });
    if (notification) created += 1;
  }
  return created;
}

/** Billing stages due to be invoiced at `now` without their notification yet: one notification each. */
async function notifyDueStages(db: Database, now: Date): Promise<number> {
  const today = providerToday(now);
  const key = sql<string>`'invoice_due:' || ${billingStages.id}::text || ':' || coalesce(to_char(${billingStages.toBeInvoicedDate}, 'YYYY-MM-DD'), 'ready')`;
  const rows = await db
    .select({ row: billingStages, projectCode: projects.projectCode, projectName: projects.projectName })
    .from(billingStages)
    .innerJoin(projects, eq(projects.id, billingStages.projectId))
    .where(
      and(
        inArray(billingStages.status, [...INVOICEABLE_STAGE_STATUSES]),
        or(
          and(eq(billingStages.status, 'ready'), isNull(billingStages.toBeInvoicedDate)),
          and(lte(billingStages.toBeInvoicedDate, today), gte(billingStages.toBeInvoicedDate, addDays(today, -DUE_NOTIFICATIONS_CATCH_UP_DAYS))),
        ),
        notifiedAlready(key),
      ),
    )
    .orderBy(billingStages.toBeInvoicedDate, projects.projectCode, billingStages.seq);
  let created = 0;
  for (const { row, projectCode, projectName } of rows) {
    if (!isDueStage(row, today)) continue;
    const notification = await createNotificationOnce(db, {
      kind: 'invoice_due',
      title: `Invoice due: ${projectCode} stage ${row.seq}`,
      body: `${projectName} — ${row.stageDescription}, ${formatCurrency(centsToDollars(row.totalAmountCents))}${row.toBeInvoicedDate ? ` (to be invoiced ${row.toBeInvoicedDate})` : ''}`,
      link: `/invoicing/project/${encodeURIComponent(projectCode)}`,
      entityType: 'billing_stage',
      entityId: row.id,
      dedupeKey: invoiceDueKey(row.id, row.toBeInvoicedDate),
    });
    if (notification) created += 1;
  }
  return created;
}

/**
 * Deficiencies due within the reminder lead days and still the company's to act on
 * (`REMINDABLE_STATUSES`): a "due soon" push to the Client users of the company that must fix it,
 * the responsible company or else the project's (docs/business-rules.md, My projects), once per
 * deficiency and due date (the `push_once` key is written in the pushes' transaction).
 */
async function pushDeficienciesDueSoon(db: Database, now: Date): Promise<number> {
  const today = providerToday(now);
  const key = sql<string>`'deficiency_due_soon:' || ${deficiencies.id}::text || ':' || to_char(${deficiencies.dueDate}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ id: deficiencies.id, number: deficiencies.number, dueDate: deficiencies.dueDate, companyId: sql<string | null>`coalesce(${deficiencies.responsibleCompanyId}, ${projects.companyId})`, projectCode: projects.projectCode })
    .from(deficiencies)
    .innerJoin(projects, eq(projects.id, deficiencies.projectId))
    .where(
      and(
        eq(deficiencies.archived, false),
        inArray(deficiencies.status, [...REMINDABLE_STATUSES]),
        gte(deficiencies.dueDate, today),
        lte(deficiencies.dueDate, addDays(today, DEFICIENCY_THRESHOLDS.reminderLeadDays)),
        notExists(sql`(select 1 from ${pushOnce} where ${pushOnce.key} = ${key})`),
      ),
    )
    .orderBy(deficiencies.dueDate, projects.projectCode, deficiencies.number);
  let pushed = 0;
  for (const row of rows) {
    if (!row.dueDate) continue;
    const fresh = await db.transaction(async (tx) => {
      const [claimed] = await tx.insert(pushOnce).values({ key: deficiencyDueSoonKey(row.id, row.dueDate!) }).onConflictDoNothing().returning({ key: pushOnce.key });
      if (!claimed) return false;
      await pushToCompanyClients(tx, row.companyId, { event: 'deficiency_due', title: `Deficiency due soon: ${row.projectCode} #${row.number}`, link: `/my-projects/${encodeURIComponent(row.projectCode)}` });
      return true;
    });
    if (fresh) pushed += 1;
  }
  return pushed;
}

/** One pass of the job: notify the Admins of what became overdue or due since the last pass. */
export async function createDueNotifications(db: Database, now: Date): Promise<DueNotificationsResult> {
  return {
    deficienciesOverdue: await notifyOverdueDeficiencies(db, now),
    invoicesDue: await notifyDueStages(db, now),
    deficienciesDueSoon: await pushDeficienciesDueSoon(db, now),
  };
}

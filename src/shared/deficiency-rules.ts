/*
 * The deficiency follow-up rules of the QA program (docs/business-rules.md, Deficiencies), in one place with
 * their thresholds: which deficiencies need a reminder, a warning or closure. Pure functions of a
 * deficiency's state, "now" and the provider's day (src/shared/dates.ts), so the server (GET /api/deficiency/tracking, computed in SQL with
 * the same thresholds) and the tests agree. Dates are `YYYY-MM-DD` (due dates) and Date objects.
 */

import { DAY_MS, daysBetween } from './dates';

export const DEFICIENCY_STATUSES = ['open', 'notified', 'ready_for_reinspection', 'verified', 'closed', 'disputed', 'void'] as const;
export type DeficiencyStatus = (typeof DEFICIENCY_STATUSES)[number];

/** Statuses of a deficiency nobody has fixed (and verified) yet. (The guarantee asks more: GUARANTEE_CLEAR_STATUSES.) */
export const UNRESOLVED_STATUSES = ['open', 'notified', 'ready_for_reinspection', 'disputed'] as const satisfies readonly DeficiencyStatus[];
/**
 * The guarantee is issued only when every deficiency of the project is closed
 * (docs/business-rules.md, Guarantees). Two statuses let it through:
 * - `closed`: fixed, verified and closed. Verified alone is not enough: closing is the step that
 *   ends the item, so a verified item still blocks until someone closes it.
 * - `void`: recorded in error or withdrawn. A void deficiency is not a defect, so there is
 *   nothing to close.
 * Archiving is not a status (it only files an item away from the queues, "without changing its
 * status"), so an archived item counts by its status: an archived open item still blocks, and the
 * way out is to close it or, if it is not a defect, void it. The server's count
 * (repositories/guarantees.ts) and the eligibility text (guarantee-rules.ts) read this list.
 */
export const GUARANTEE_CLEAR_STATUSES = ['closed', 'void'] as const satisfies readonly DeficiencyStatus[];
export type GuaranteeBlockingStatus = Exclude<DeficiencyStatus, (typeof GUARANTEE_CLEAR_STATUSES)[number]>;
/** True when a deficiency in this status stops the guarantee being issued (see GUARANTEE_CLEAR_STATUSES). */
export const blocksGuarantee = (status: DeficiencyStatus): status is GuaranteeBlockingStatus => !(GUARANTEE_CLEAR_STATUSES as readonly string[]).includes(status);
/** Plain words for each status in the guarantee's explanation ("2 open, 1 verified but not yet closed"). */
export const GUARANTEE_BLOCKING_STATUS_WORDS: Record<GuaranteeBlockingStatus, string> = {
  open: 'open',
  notified: 'notified to the responsible company',
  ready_for_reinspection: 'waiting for reinspection',
  verified: 'verified but not yet closed',
  disputed: 'disputed',
};

/** Statuses a reminder goes to: the responsible company still has to act. */
export const REMINDABLE_STATUSES = ['open', 'notified'] as const satisfies readonly DeficiencyStatus[];
/** Unresolved without progress ("ready for reinspection" is progress): a warning may follow. */
export const WARNABLE_STATUSES = ['open', 'notified', 'disputed'] as const satisfies readonly DeficiencyStatus[];

/** The thresholds (configurable here only). */
export const DEFICIENCY_THRESHOLDS = {
  /** A reminder is due from this many days before the due date. */
  reminderLeadDays: 2,
  /** No more reminders after this many (the next step is a warning). */
  maxReminders: 3,
  /** At most one reminder in this many days. */
  reminderGapDays: 3,
  /** A warning is due this many days after the due date. */
  warningOverdueDays: 7,
} as const;

export interface DeficiencyState {
  status: DeficiencyStatus;
  /** `YYYY-MM-DD`, or null when no date was set. */
  dueDate: string | null;
  reminderCount: number;
  lastReminderAt: Date | null;
  /** 0 = no warning sent yet. */
  warningLevel: number;
  archived: boolean;
}


/** Whole days from `today` (the provider's day: src/shared/dates.ts) to the due date: negative when overdue, 0 on the day. */
export const daysUntilDue = (dueDate: string, today: string): number => daysBetween(today, dueDate);

const isOneOf = <T extends string>(value: string, list: readonly T[]): value is T => (list as readonly string[]).includes(value);

/** Open (or notified) and due within 2 days or past due, fewer than 3 reminders, none in the last 3 days. */
export function needsReminder(item: DeficiencyState, now: Date, today: string): boolean {
  if (item.archived || !item.dueDate || !isOneOf(item.status, REMINDABLE_STATUSES)) return false;
  if (daysUntilDue(item.dueDate, today) > DEFICIENCY_THRESHOLDS.reminderLeadDays) return false;
  if (item.reminderCount >= DEFICIENCY_THRESHOLDS.maxReminders) return false;
  return !item.lastReminderAt || now.getTime() - item.lastReminderAt.getTime() >= DEFICIENCY_THRESHOLDS.reminderGapDays * DAY_MS;
}

/** Unresolved, no warning yet, and 7 or more days overdue or 3 reminders sent without progress. */
export function needsWarning(item: DeficiencyState, today: string): boolean {
  if (item.archived || item.warningLevel > 0 || !isOneOf(item.status, WARNABLE_STATUSES)) return false;
  const overdue = item.dueDate !== null && -daysUntilDue(item.dueDate, today) >= DEFICIENCY_THRESHOLDS.warningOverdueDays;
  return overdue || item.reminderCount >= DEFICIENCY_THRESHOLDS.maxReminders;
}

/**
 * Verified but not closed. (The other wording of the rule, "the final inspection is published and all
 * its items are verified", is the same set of deficiencies: each of them is verified.)
 */
export function needsClosure(item: DeficiencyState): boolean {
  return !item.archived && item.status === 'verified';
}

/**
 * Overdue: past its due date (the day after it at the earliest) and still waiting on the
 * responsible company (unresolved without progress, not archived). Staff are notified once when
 * a deficiency becomes overdue (src/server/services/due-notifications.ts).
 */
export function isOverdue(item: Pick<DeficiencyState, 'status' | 'dueDate' | 'archived'>, today: string): boolean {
  return !item.archived && item.dueDate !== null && isOneOf(item.status, WARNABLE_STATUSES) && daysUntilDue(item.dueDate, today) < 0;
}

/*
 * The deficiency follow-up rules of the QA program (product brief section 3), in one place with
 * their thresholds: which deficiencies need a reminder, a warning or closure. Pure functions of a
 * deficiency's state and "now", so the server (GET /api/deficiency/tracking, computed in SQL with
 * the same thresholds) and the tests agree. Dates are `YYYY-MM-DD` (due dates) and Date objects.
 */

export const DEFICIENCY_STATUSES = ['open', 'notified', 'ready_for_reinspection', 'verified', 'closed', 'disputed', 'void'] as const;
export type DeficiencyStatus = (typeof DEFICIENCY_STATUSES)[number];

/** Statuses of a deficiency nobody has fixed (and verified) yet: they block the guarantee. */
export const UNRESOLVED_STATUSES = ['open', 'notified', 'ready_for_reinspection', 'disputed'] as const satisfies readonly DeficiencyStatus[];
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

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `now`'s UTC date to the due date: negative when overdue, 0 on the day. */
export function daysUntilDue(dueDate: string, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const due = Date.parse(`${dueDate}T00:00:00Z`);
  return Math.round((due - today) / DAY_MS);
}

const isOneOf = <T extends string>(value: string, list: readonly T[]): value is T => (list as readonly string[]).includes(value);

/** Open (or notified) and due within 2 days or past due, fewer than 3 reminders, none in the last 3 days. */
export function needsReminder(item: DeficiencyState, now: Date): boolean {
  if (item.archived || !item.dueDate || !isOneOf(item.status, REMINDABLE_STATUSES)) return false;
  if (daysUntilDue(item.dueDate, now) > DEFICIENCY_THRESHOLDS.reminderLeadDays) return false;
  if (item.reminderCount >= DEFICIENCY_THRESHOLDS.maxReminders) return false;
  return !item.lastReminderAt || now.getTime() - item.lastReminderAt.getTime() >= DEFICIENCY_THRESHOLDS.reminderGapDays * DAY_MS;
}

/** Unresolved, no warning yet, and 7 or more days overdue or 3 reminders sent without progress. */
export function needsWarning(item: DeficiencyState, now: Date): boolean {
  if (item.archived || item.warningLevel > 0 || !isOneOf(item.status, WARNABLE_STATUSES)) return false;
  const overdue = item.dueDate !== null && -daysUntilDue(item.dueDate, now) >= DEFICIENCY_THRESHOLDS.warningOverdueDays;
  return overdue || item.reminderCount >= DEFICIENCY_THRESHOLDS.maxReminders;
}

/**
 * Verified but not closed. (The brief's second case, "the final inspection is published and all
 * its items are verified", is the same set of deficiencies: each of them is verified.)
 */
export function needsClosure(item: DeficiencyState): boolean {
  return !item.archived && item.status === 'verified';
}

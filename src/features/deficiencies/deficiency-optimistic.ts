import { needsClosure, needsReminder, needsWarning, type DeficiencyState } from '@/shared/deficiency-rules';
import { statusAfter } from '@/shared/deficiency-transitions';
// Types only: this module is part of the queued write every page registers at start.
import type { Deficiency, DeficiencyAction, DeficiencyTrackingResponse } from '@/shared/schemas/inspections';

/**
 * What the server will make of a deficiency after `action` (src/server/routes/deficiencies.ts,
 * applyAction), shown at once while the action waits to sync (README "Offline writes"): the
 * status of the shared transition table, the counters and dates it sets, and the queues it is in
 * by the shared queue rules. The refetch after the action lands replaces it with the server's.
 */
export function deficiencyAfterAction<T extends Deficiency>(item: T, action: DeficiencyAction, now: Date): T {
  const at = now.toISOString();
  const next: T = { ...item, status: statusAfter(action, item.status) };
  switch (action) {
    case 'remind':
      next.reminder_count = item.reminder_count + 1;
      next.last_reminder_at = at;
      break;
    case 'warn':
      next.warning_level = item.warning_level + 1;
      next.last_warning_at = at;
      break;
    case 'verify':
      next.verified_at = at;
      break;
    case 'close':
      next.closed_at = at;
      break;
    case 'archive':
      next.archived = true;
      break;
    case 'restore':
      next.archived = false;
      break;
    default:
      break;
  }
  const state: DeficiencyState = {
    status: next.status,
    dueDate: next.due_date,
    reminderCount: next.reminder_count,
    lastReminderAt: next.last_reminder_at ? new Date(next.last_reminder_at) : null,
    warningLevel: next.warning_level,
    archived: next.archived,
  };
  next.needs_reminder = needsReminder(state, now);
  next.needs_warning = needsWarning(state, now);
  next.needs_closure = needsClosure(state);
  return next;
}

type Tracking = DeficiencyTrackingResponse['data'];

const delta = (before: boolean, after: boolean) => Number(after) - Number(before);

/**
 * A tracking answer with one deficiency changed by `action`, its queue counts moved with it.
 * Unchanged (the same object) when the deficiency is not in it. The item keeps its place: a
 * closed or voided one leaves the active list only when the server's list comes back.
 */
export function trackingAfterAction(tracking: Tracking, id: string, action: DeficiencyAction, now: Date): Tracking {
  const index = tracking.items.findIndex((item) => item.id === id);
  if (index < 0) return tracking;
  const before = tracking.items[index]!;
  const after = deficiencyAfterAction(before, action, now);
  const items = tracking.items.slice();
  items[index] = after;
  const summary = {
    needingReminder: Math.max(0, tracking.summary.needingReminder + delta(before.needs_reminder, after.needs_reminder)),
    needingWarning: Math.max(0, tracking.summary.needingWarning + delta(before.needs_warning, after.needs_warning)),
    needingClosure: Math.max(0, tracking.summary.needingClosure + delta(before.needs_closure, after.needs_closure)),
  };
  return { summary, items };
}

/*
 * The life of a deficiency, in one place: which follow-up action is allowed from which state,
 * the status it leads to, who may take it and whether it carries a note. The server refuses
 * anything else (409 with the reason given here, 403 by the permission) and the buttons of
 * deficiency tracking offer only what is allowed; the queues themselves (reminder, warning,
 * closure) are the thresholds of ./deficiency-rules.ts.
 *
 *   open ─remind─▶ notified ─report-fix─▶ ready_for_reinspection ─verify─▶ verified ─close─▶ closed
 *     │               │  ▲  ▲                   │  │
 *     │               │  │  └────not-fixed──────┘  │ (the reinspection found it not corrected:
 *     │               │  │                         │  reminders and warnings resume)
 *     └─dispute───────┴─▶ disputed ─report-fix─────┘        any unresolved ─void─▶ void
 *
 * Warnings keep the status (an open deficiency becomes notified). Archive and restore only flip
 * the archived flag; an archived deficiency allows nothing else.
 */
import { can, type Permission } from './auth/permissions';
import type { Role } from './auth/roles';
import { DEFICIENCY_THRESHOLDS, REMINDABLE_STATUSES, UNRESOLVED_STATUSES, WARNABLE_STATUSES, type DeficiencyStatus } from './deficiency-rules';
import { DEFICIENCY_ACTIONS, type DeficiencyAction } from './schemas/inspections-values';

/** What the transitions read of a deficiency. */
export interface TransitionState {
  status: DeficiencyStatus;
  archived: boolean;
  reminderCount: number;
}

/** The contractor says it is fixed: from any status in which it still had to be fixed. */
export const FIX_REPORTABLE_STATUSES = ['open', 'notified', 'disputed'] as const satisfies readonly DeficiencyStatus[];
/** The contractor disputes it: while it is not settled (nor disputed already). */
export const DISPUTABLE_STATUSES = ['open', 'notified', 'ready_for_reinspection'] as const satisfies readonly DeficiencyStatus[];
/** Raised in error: any unresolved deficiency (a verified or closed one was real). */
export const VOIDABLE_STATUSES = UNRESOLVED_STATUSES;

/** Who may take each action (the permission table decides the roles). */
export const DEFICIENCY_ACTION_PERMISSIONS: Record<DeficiencyAction, Permission> = {
  remind: 'deficiencyAlerts',
  warn: 'deficiencyAlerts',
  'report-fix': 'deficiencyStatusUpdate',
  'not-fixed': 'deficiencyStatusUpdate',
  dispute: 'deficiencyStatusUpdate',
  verify: 'deficiencyAlerts',
  close: 'deficiencyAlerts',
  void: 'deficiencyVoid',
  archive: 'deficiencyAlerts',
  restore: 'deficiencyAlerts',
};

/** The actions that carry a note, and whether it is required (the contractor's reason, why void). */
export const DEFICIENCY_ACTION_NOTES: Partial<Record<DeficiencyAction, 'optional' | 'required'>> = {
  'report-fix': 'optional',
  'not-fixed': 'required',
  dispute: 'required',
  void: 'required',
};

const isOneOf = (status: DeficiencyStatus, list: readonly DeficiencyStatus[]) => list.includes(status);

/**
 * Why `action` is not allowed on a deficiency in `state` (the 409's message), or null when it is.
 * Staff may remind before the queue asks for it, but never past the reminder limit.
 */
export function transitionRefusal(action: DeficiencyAction, state: TransitionState): string | null {
  if (action === 'restore') return state.archived ? null : 'This deficiency is not archived.';
  if (state.archived) return action === 'archive' ? 'This deficiency is archived already.' : 'This deficiency is archived: restore it first.';
  switch (action) {
    case 'remind':
      if (!isOneOf(state.status, REMINDABLE_STATUSES)) return 'Only an open deficiency can get a reminder.';
      if (state.reminderCount >= DEFICIENCY_THRESHOLDS.maxReminders) return `${DEFICIENCY_THRESHOLDS.maxReminders} reminders were sent already: send a warning instead.`;
      return null;
    case 'warn':
      if (state.status === 'ready_for_reinspection') return 'The fix was reported: verify it at reinspection instead of warning.';
      return isOneOf(state.status, WARNABLE_STATUSES) ? null : 'Only an unresolved deficiency can get a warning.';
    case 'report-fix':
      if (state.status === 'ready_for_reinspection') return 'The fix was reported already: it is waiting for reinspection.';
      return isOneOf(state.status, FIX_REPORTABLE_STATUSES) ? null : 'Only a deficiency still to be fixed can be reported fixed.';
    case 'not-fixed':
      return state.status === 'ready_for_reinspection' ? null : 'Only a deficiency whose fix was reported can be found not fixed.';
    case 'dispute':
      if (state.status === 'disputed') return 'This deficiency is disputed already.';
      return isOneOf(state.status, DISPUTABLE_STATUSES) ? null : 'Only an unresolved deficiency can be disputed.';
    case 'verify':
      return isOneOf(state.status, UNRESOLVED_STATUSES) ? null : 'Only an unresolved deficiency can be verified.';
    case 'close':
      // The closure queue's rule (needsClosure): verified, not archived.
      return state.status === 'verified' ? null : 'Only a verified deficiency can be closed.';
    case 'void':
      if (state.status === 'void') return 'This deficiency is void already.';
      return isOneOf(state.status, VOIDABLE_STATUSES) ? null : 'Only an unresolved deficiency can be voided: this one was verified as a real deficiency.';
    case 'archive':
      return null;
  }
}

/** The status after `action` (warn, archive and restore keep it, but a warned open one is notified). */
export function statusAfter(action: DeficiencyAction, status: DeficiencyStatus): DeficiencyStatus {
  switch (action) {
    case 'remind':
      return 'notified';
    case 'warn':
      return status === 'open' ? 'notified' : status;
    case 'report-fix':
      return 'ready_for_reinspection';
    case 'not-fixed':
      // The contractor was told about it before; the follow-up picks up where it stopped.
      return 'notified';
    case 'dispute':
      return 'disputed';
    case 'verify':
      return 'verified';
    case 'close':
      return 'closed';
    case 'void':
      return 'void';
    case 'archive':
    case 'restore':
      return status;
  }
}

/** The actions `role` may take on a deficiency in `state` now, in the order the buttons show. */
export function allowedDeficiencyActions(state: TransitionState, role: Role | null | undefined): DeficiencyAction[] {
  return DEFICIENCY_ACTIONS.filter((action) => can(role, DEFICIENCY_ACTION_PERMISSIONS[action]) && transitionRefusal(action, state) === null);
}

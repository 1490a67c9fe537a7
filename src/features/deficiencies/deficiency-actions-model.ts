import { ApiError } from '@/lib/api-client';
import { isNetworkFailure } from '@/lib/query/query-client';
import type { Role } from '@/shared/auth/roles';
import { allowedDeficiencyActions, DEFICIENCY_ACTION_NOTES } from '@/shared/deficiency-transitions';
import type { Deficiency, DeficiencyAction } from '@/shared/schemas/inspections';
import { DEFICIENCY_ACTION_LABELS } from '@/lib/api/deficiencies/deficiency-action-labels';
import { refusalText } from '@/lib/api/deficiencies/deficiency-action-write';
import { inQueue, QUEUES, type Queue } from './deficiency-filters-model';

type ActionState = Pick<Deficiency, 'status' | 'archived' | 'reminder_count'>;

/**
 * The actions `role` may take on a deficiency now, in the order the buttons show: the shared
 * transition rules and permissions the server applies (src/shared/deficiency-transitions.ts).
 * Cosmetic: the server refuses anything else (409, or 403 for the role).
 */
export function allowedActions(item: ActionState, role: Role | null | undefined): DeficiencyAction[] {
  return allowedDeficiencyActions({ status: item.status, archived: item.archived, reminderCount: item.reminder_count }, role);
}

/** The action each tracking queue asks for (docs/business-rules.md, "Deficiencies"). */
export const QUEUE_ACTIONS: Record<Queue, DeficiencyAction> = { reminder: 'remind', warning: 'warn', closure: 'close' };

/**
 * The queue whose action leads a deficiency's buttons, with that action (when `allowed` has it):
 * the queue the list shows (`shown`), else the first the deficiency is in, in QUEUES order. One
 * due both a reminder and a warning so leads with the reminder: the escalation leads only where
 * the warning queue is what the list shows, or no reminder is due. Null in no queue.
 */
export function queueAction(
  item: Pick<Deficiency, 'needs_reminder' | 'needs_warning' | 'needs_closure'>,
  allowed: readonly DeficiencyAction[],
  shown?: Queue,
): { queue: Queue; action: DeficiencyAction } | null {
  const queues = shown && inQueue(item, shown) ? [shown] : QUEUES.filter((queue) => inQueue(item, queue));
  const queue = queues.find((candidate) => allowed.includes(QUEUE_ACTIONS[candidate]));
  return queue ? { queue, action: QUEUE_ACTIONS[queue] } : null;
}

export interface ActionButton {
  action: DeficiencyAction;
  /** Solid for the queue's action only; archive and restore are quiet. */
  variant: 'solid' | 'outline' | 'ghost';
  /** Red for a warning and for voiding (cannot be undone), whatever their emphasis. */
  colorPalette: 'blue' | 'red' | undefined;
  /** On the primary button: the queue that asks for it (said to screen readers too). */
  queue?: Queue;
}

const QUIET: readonly DeficiencyAction[] = ['archive', 'restore'];
const RED: readonly DeficiencyAction[] = ['warn', 'void'];

/**
 * The buttons of a deficiency, in order: the action its queue asks for first and solid (the one
 * primary button), the others outlined, archive and restore quiet. A warning or void is never
 * solid unless the queue asks for it.
 */
export function actionButtons(item: Deficiency, role: Role | null | undefined, shown?: Queue): ActionButton[] {
  const allowed = allowedActions(item, role);
  const primary = queueAction(item, allowed, shown);
  const ordered = primary ? [primary.action, ...allowed.filter((action) => action !== primary.action)] : allowed;
  return ordered.map((action) =>
    action === primary?.action
      ? { action, variant: 'solid', colorPalette: RED.includes(action) ? 'red' : 'blue', queue: primary.queue }
      : { action, variant: QUIET.includes(action) ? 'ghost' : 'outline', colorPalette: RED.includes(action) ? 'red' : undefined },
  );
}

/** Whether the action asks for a note first, and whether it may be left empty. */
export const noteOf = (action: DeficiencyAction) => DEFICIENCY_ACTION_NOTES[action] ?? null;

export interface ActionCopy {
  /** The button's text (its accessible name). */
  label: string;
  /** Shown in a confirmation dialog first (warning, close, archive); its confirm button repeats `label`. */
  confirm?: (item: Deficiency) => string;
  /** The note's dialog (fix reported, disputed, void): what it records, and the field's label. */
  note?: { intro: (item: Deficiency) => string; label: string };
  /** The success toast. */
  done: (item: Deficiency) => string;
}

const whom = (item: Deficiency) => item.responsible_company_name ?? 'the responsible company';
const name = (item: Deficiency) => `${item.project_code} #${item.number}`;

export const ACTION_COPY: Record<DeficiencyAction, ActionCopy> = {
  remind: { label: DEFICIENCY_ACTION_LABELS.remind, done: (item) => `Reminder sent to ${whom(item)} for ${name(item)}` },
  warn: {
    label: DEFICIENCY_ACTION_LABELS.warn,
    confirm: (item) =>
      `Send a formal warning about ${name(item)} to ${whom(item)}? The e-mail has the warning letter attached as a PDF: the guarantee is withheld until the deficiency is corrected.`,
    done: (item) => `Warning sent to ${whom(item)} for ${name(item)}, with the warning letter (PDF) attached`,
  },
  'report-fix': {
    label: DEFICIENCY_ACTION_LABELS['report-fix'],
    note: {
      intro: (item) => `${whom(item)} says ${name(item)} is fixed. It waits for reinspection, without reminders, until an inspector verifies it.`,
      label: 'What the contractor said (optional)',
    },
    done: (item) => `${name(item)} is ready for reinspection`,
  },
  'not-fixed': {
    label: DEFICIENCY_ACTION_LABELS['not-fixed'],
    note: {
      intro: (item) => `The reinspection found ${name(item)} not corrected. It goes back to ${whom(item)}: reminders and warnings resume.`,
      label: 'What the reinspection found',
    },
    done: (item) => `${name(item)} is back with ${whom(item)}: not fixed`,
  },
  dispute: {
    label: DEFICIENCY_ACTION_LABELS.dispute,
    note: {
      intro: (item) => `${whom(item)} disputes ${name(item)}. No more reminders go out; it still holds back the guarantee until it is verified or voided.`,
      label: 'The contractor’s reason',
    },
    done: (item) => `${name(item)} marked disputed`,
  },
  verify: { label: DEFICIENCY_ACTION_LABELS.verify, done: (item) => `${name(item)} verified as corrected` },
  close: {
    label: DEFICIENCY_ACTION_LABELS.close,
    confirm: (item) => `Close ${name(item)}? It leaves the tracking queues for good.`,
    done: (item) => `${name(item)} closed`,
  },
  void: {
    label: DEFICIENCY_ACTION_LABELS.void,
    note: {
      intro: (item) => `Void ${name(item)} as raised in error? It leaves the queues and no longer holds back the guarantee. This cannot be undone.`,
      label: 'Why it was raised in error',
    },
    done: (item) => `${name(item)} voided`,
  },
  archive: {
    label: DEFICIENCY_ACTION_LABELS.archive,
    confirm: (item) => `Archive ${name(item)}? It keeps its status but leaves the queues; restore it from the archived list.`,
    done: (item) => `${name(item)} archived`,
  },
  restore: { label: DEFICIENCY_ACTION_LABELS.restore, done: (item) => `${name(item)} restored` },
};

/** What a refused action says: the server's reason (a 409 also says the list was reloaded). */
export function actionErrorText(error: unknown): string {
  if (isNetworkFailure(error)) return 'Could not reach the server. Check your connection and try again.';
  if (!(error instanceof ApiError)) return error instanceof Error && error.message ? error.message : 'The action failed. Please try again.';
  const reason = refusalText(error);
  return error.status === 409 ? `${reason} The list has been reloaded to show where it stands now.` : reason;
}

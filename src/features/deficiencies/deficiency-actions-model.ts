import { ApiError } from '@/lib/api-client';
import { isNetworkFailure } from '@/lib/query/query-client';
import { DEFICIENCY_THRESHOLDS, REMINDABLE_STATUSES, UNRESOLVED_STATUSES, type DeficiencyStatus } from '@/shared/deficiency-rules';
import type { Deficiency, DeficiencyAction } from '@/shared/schemas/inspections';

type ActionState = Pick<Deficiency, 'status' | 'archived' | 'reminder_count' | 'needs_closure'>;

const isOneOf = (status: DeficiencyStatus, list: readonly DeficiencyStatus[]) => list.includes(status);

/**
 * The actions a deficiency allows now, in the order the buttons show: the same status rules the
 * server applies (src/server/routes/deficiencies.ts), from the shared rule lists. Cosmetic: the
 * server refuses anything else with a 409.
 */
export function allowedActions(item: ActionState): DeficiencyAction[] {
  if (item.archived) return ['restore'];
  const actions: DeficiencyAction[] = [];
  if (isOneOf(item.status, REMINDABLE_STATUSES) && item.reminder_count < DEFICIENCY_THRESHOLDS.maxReminders) actions.push('remind');
  if (isOneOf(item.status, UNRESOLVED_STATUSES)) actions.push('warn', 'verify');
  if (item.needs_closure) actions.push('close');
  actions.push('archive');
  return actions;
}

export interface ActionCopy {
  /** The button's text (its accessible name). */
  label: string;
  /** Shown in a confirmation dialog first (warning, close, archive); its confirm button repeats `label`. */
  confirm?: (item: Deficiency) => string;
  /** The success toast. */
  done: (item: Deficiency) => string;
}

const whom = (item: Deficiency) => item.responsible_company_name ?? 'the responsible company';
const name = (item: Deficiency) => `${item.project_code} #${item.number}`;

export const ACTION_COPY: Record<DeficiencyAction, ActionCopy> = {
  remind: { label: 'Send reminder', done: (item) => `Reminder sent to ${whom(item)} for ${name(item)}` },
  warn: {
    label: 'Send warning',
    confirm: (item) =>
      `Send a formal warning about ${name(item)} to ${whom(item)}? The e-mail has the warning letter attached as a PDF: the guarantee is withheld until the deficiency is corrected.`,
    done: (item) => `Warning sent to ${whom(item)} for ${name(item)}, with the warning letter (PDF) attached`,
  },
  verify: { label: 'Verify', done: (item) => `${name(item)} verified as corrected` },
  close: {
    label: 'Close',
    confirm: (item) => `Close ${name(item)}? It leaves the tracking queues for good.`,
    done: (item) => `${name(item)} closed`,
  },
  archive: {
    label: 'Archive',
    confirm: (item) => `Archive ${name(item)}? It keeps its status but leaves the queues; restore it from the archived list.`,
    done: (item) => `${name(item)} archived`,
  },
  restore: { label: 'Restore', done: (item) => `${name(item)} restored` },
};

/** What a refused action says: the server's reason (a 409 also says the list was reloaded). */
export function actionErrorText(error: unknown): string {
  if (isNetworkFailure(error)) return 'Could not reach the server. Check your connection and try again.';
  if (!(error instanceof ApiError)) return error instanceof Error && error.message ? error.message : 'The action failed. Please try again.';
  const detail = (error.data as { message?: unknown } | null)?.message;
  const reason = typeof detail === 'string' && detail !== error.message ? `${error.message}: ${detail}` : error.message;
  return error.status === 409 ? `${reason} The list has been reloaded to show where it stands now.` : reason;
}

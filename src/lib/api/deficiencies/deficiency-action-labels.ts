import type { DeficiencyAction } from '@/shared/schemas/inspections-values';

/**
 * What each follow-up action is called on its button and in the list of waiting changes. Its own
 * small module: the queued write that every page registers at start names its action with it.
 */
export const DEFICIENCY_ACTION_LABELS: Record<DeficiencyAction, string> = {
  remind: 'Send reminder',
  warn: 'Send warning',
  'report-fix': 'Fix reported',
  'not-fixed': 'Not fixed',
  dispute: 'Disputed',
  verify: 'Verify',
  close: 'Close',
  void: 'Void',
  archive: 'Archive',
  restore: 'Restore',
};

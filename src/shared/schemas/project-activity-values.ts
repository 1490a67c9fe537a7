/*
 * The zod-free part of src/shared/schemas/project-activity.ts (which re-exports it): the kinds of
 * the project's Activity tab, their labels and the page limits (docs/performance.md).
 */

/** What an activity entry is about: the project itself or one of its records (docs/architecture.md, Project activity). */
export const ACTIVITY_KINDS = ['project', 'inspection', 'deficiency', 'submittal', 'invoice', 'file'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  project: 'Project',
  inspection: 'Inspection',
  deficiency: 'Deficiency',
  submittal: 'Submittal',
  invoice: 'Invoice',
  file: 'File',
};

export const ACTIVITY_PAGE_DEFAULT = 50;
export const ACTIVITY_PAGE_MAX = 100;

import { z } from '../zod';
import { ROLES } from '../auth/roles';
import { ACTIVITY_KINDS, ACTIVITY_PAGE_DEFAULT, ACTIVITY_PAGE_MAX } from './project-activity-values';

export * from './project-activity-values';

/** An opaque keyset position (the last entry's time and id), as the previous page gave it. */
const cursorSchema = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'Not a cursor from this list');

/** GET /api/projects/:projectCode/activity?kind&cursor&limit. */
export const projectActivityQuerySchema = z.object({
  kind: z.enum(ACTIVITY_KINDS).optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(ACTIVITY_PAGE_DEFAULT),
});
export type ProjectActivityQuery = z.infer<typeof projectActivityQuerySchema>;

/** One field an entry changed: its value before and after (null when it had none). */
export const activityChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type ActivityChange = z.infer<typeof activityChangeSchema>;

/** One audit row of the project or of one of its records, with who did it and what it is about. */
export const activityEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  action: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  entity_type: z.string(),
  entity_id: z.string(),
  /** What the record is, in words: the deficiency's number and location, the invoice number... */
  entity_label: z.string(),
  /** The record's own date when it has one (an inspection's visit), to show beside the label. */
  entity_date: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_role: z.enum(ROLES).nullable(),
  changes: z.array(activityChangeSchema),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const projectActivityResponseSchema = z.object({
  data: z.array(activityEntrySchema),
  /** Pass it back as `cursor` for the next (older) page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type ProjectActivityResponse = z.infer<typeof projectActivityResponseSchema>;

import type { ActivityChange, ActivityEntry, ProjectActivityQuery, ProjectActivityResponse } from '../../shared/schemas/project-activity';
import { INSPECTION_STAGE_LABELS, type InspectionStage } from '../../shared/schemas/inspections-values';
import { REPORT_TYPE_LABELS, type ReportType } from '../../shared/schemas/reports-values';
import type { Db } from '../db/client';
import { badRequest } from '../errors';
import { listProjectActivityPage, type ActivityPosition, type ActivityRow } from '../repositories/project-activity';

/*
 * The project's Activity tab (docs/architecture.md, Project activity): its audit rows and those of
 * its records, in words, with only the fields each change touched, paged by an opaque cursor.
 */

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)~(\d{1,18})$/;

export const encodeCursor = (position: ActivityPosition): string => Buffer.from(`${position.at}~${position.id}`).toString('base64url');

/** The position a cursor names; a cursor this list did not give is bad input (400), never a 500. */
export function decodeCursor(cursor: string): ActivityPosition {
  const match = CURSOR_PATTERN.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badRequest('Invalid cursor', 'This cursor does not come from this list: load the activity again from the start.');
  return { at: match[1]!, id: Number(match[2]) };
}

function labelOf(row: ActivityRow): string {
  const name = row.name ?? '';
  switch (row.entity_type) {
    case 'project':
      return `Project ${name}`;
    case 'inspection':
      return `${INSPECTION_STAGE_LABELS[name as InspectionStage] ?? name} inspection`;
    case 'deficiency':
      return `Deficiency ${name}`;
    case 'submittal':
      return `Submittal ${name}`;
    case 'invoice':
      return `Invoice ${name}`;
    case 'billing_stage':
      return `Billing stage ${name}`;
    case 'report': {
      const [type = '', version = ''] = name.split(' ');
      return `${REPORT_TYPE_LABELS[type as ReportType] ?? type} report v${version}`;
    }
    default:
      return name;
  }
}

const asFields = (value: unknown): Record<string, unknown> =>
  value === null || value === undefined ? {} : typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };

/** The fields whose value differs between `before` and `after` (a creation lists all of `after`'s). */
export function changedFields(before: unknown, after: unknown): ActivityChange[] {
  const was = asFields(before);
  const now = asFields(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((field) => JSON.stringify(was[field] ?? null) !== JSON.stringify(now[field] ?? null))
    .map((field) => ({ field, before: was[field] ?? null, after: now[field] ?? null }));
}

function toEntry(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    at: row.at,
    action: row.action,
    kind: row.kind,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    entity_label: labelOf(row),
    entity_date: row.entity_date,
    actor_name: row.actor_name,
    actor_role: row.actor_role,
    changes: changedFields(row.before, row.after),
  };
}

/** One page of a project's activity, and the cursor of the next one (null on the last). */
export async function projectActivityPage(db: Db, projectId: string, query: ProjectActivityQuery): Promise<ProjectActivityResponse> {
  const from = query.cursor ? decodeCursor(query.cursor) : undefined;
  // One row more than asked says whether another page follows.
  const rows = await listProjectActivityPage(db, { projectId, kind: query.kind, from, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { data: page.map(toEntry), next_cursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

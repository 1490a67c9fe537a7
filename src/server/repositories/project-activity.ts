import { sql, type SQL } from 'drizzle-orm';
import type { ActivityKind } from '../../shared/schemas/project-activity';
import type { Role } from '../../shared/auth/roles';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';
import { optionalPersonName } from './sql-text';

/** Where a page starts: the last entry of the previous page (its exact time text and id). */
export interface ActivityPosition {
  at: string;
  id: number;
}

/** One audit row of the project or of one of its records, as the query reads it. */
export interface ActivityRow {
  id: number;
  action: string;
  at: string;
  before: unknown;
  after: unknown;
  kind: ActivityKind;
  entity_type: string;
  entity_id: string;
  /** The record's name parts (a stage, a number and location...), which the service puts in words. */
  name: string | null;
  entity_date: string | null;
  actor_name: string | null;
  actor_role: Role | null;
}

/**
 * The project's records, each as (audit entity type, id, activity kind, name, date). Uploads belong
 * through their inspection, deficiency or the converted request, or their project id (files added
 * on the Files tab) (docs/architecture.md, Project activity).
 */
function projectRecords(projectId: string): SQL {
  return sql`
    select 'project' as entity_type, p.id::text as entity_id, 'project' as kind, p.project_code as name, null::text as entity_date
      from projects p where p.id = ${projectId}
    union all
    select 'inspection', i.id::text, 'inspection', i.stage::text, to_char(i.scheduled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
      from inspections i where i.project_id = ${projectId}
    union all
    select 'deficiency', d.id::text, 'deficiency', '#' || d.number || ': ' || d.location, d.due_date::text
      from deficiencies d where d.project_id = ${projectId}
    union all
    select 'submittal', s.id::text, 'submittal', '#' || s.submittal_no, null
      from submittals s where s.project_id = ${projectId}
    union all
    select 'invoice', v.id::text, 'invoice', v.invoice_number, v.due_at::text
      from invoices v where v.project_id = ${projectId}
    union all
    select 'billing_stage', b.id::text, 'invoice', b.seq || ': ' || b.stage_description, b.to_be_invoiced_date::text
      from billing_stages b where b.project_id = ${projectId}
    union all
    select 'report', r.id::text, 'file', r.type::text || ' ' || r.version, null
      from reports r where r.project_id = ${projectId}
    union all
    select 'upload', u.id::text, 'file', u.filename, null
      from uploads u
     where u.id in (
       select f.id from uploads f join inspections i on i.id = f.inspection_id where i.project_id = ${projectId}
       union select f.id from uploads f join deficiencies d on d.id = f.deficiency_id where d.project_id = ${projectId}
       union select f.id from uploads f join projects p on p.request_id = f.request_id where p.id = ${projectId}
       union select f.id from uploads f where f.project_id = ${projectId})`;
}

/**
 * One page of the project's activity, newest first: `limit` rows after `from` (keyset on the audit
 * row's time and id, so a page never repeats or skips a row written meanwhile), of one kind or all.
 * One query: the audit index on (entity_type, entity_id) finds each record's rows.
 */
export async function listProjectActivityPage(
  db: Db,
  input: { projectId: string; kind: ActivityKind | undefined; from: ActivityPosition | undefined; limit: number },
): Promise<ActivityRow[]> {
  const kind = input.kind ? sql`and e.kind = ${input.kind}` : sql``;
  const from = input.from ? sql`and (a.at, a.id) < (${input.from.at}::timestamptz, ${input.from.id})` : sql``;
  const query = sql`
    with e as (${projectRecords(input.projectId)})
    select a.id::int8 as id, a.action, a.before, a.after,
           to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
           e.kind, e.entity_type, e.entity_id, e.name, e.entity_date,
           ${optionalPersonName(profiles)} as actor_name, profiles.role::text as actor_role
      from audit_log a
      join e on a.entity_type = e.entity_type and a.entity_id = e.entity_id
      left join profiles on profiles.id = a.actor_id
     where true ${kind} ${from}
     order by a.at desc, a.id desc
     limit ${input.limit}`;
  const result = (await db.execute(query)) as unknown as { rows: (Omit<ActivityRow, 'id'> & { id: number | string })[] };
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

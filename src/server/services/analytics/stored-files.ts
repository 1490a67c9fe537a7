import { sql } from 'drizzle-orm';
import { deficiencies, inspections, projects, reports, requests, uploads } from '../../db/schema';

/** Uploads with the project they belong to (through their inspection, deficiency or request). */
const uploadsWithProject = sql`
  select ${uploads.kind} as kind, ${uploads.ownerId} as owner_id, ${uploads.companyId} as company_id,
    coalesce(${inspections.projectId}, ${deficiencies.projectId}, ${requests.projectId}) as project_id,
    ${uploads.sizeBytes} as size_bytes, ${uploads.capturedOffline} as captured_offline, ${uploads.createdAt} as created_at
  from ${uploads}
  left join ${inspections} on ${inspections.id} = ${uploads.inspectionId}
  left join ${deficiencies} on ${deficiencies.id} = ${uploads.deficiencyId}
  left join ${requests} on ${requests.id} = ${uploads.requestId}`;

/**
 * Every stored file as one row set `f` (kind, owner_id, company_id, project_id, size_bytes,
 * captured_offline, created_at): the uploads and the generated report PDFs (never offline).
 */
export const storedFiles = sql`(${uploadsWithProject}
  union all
  select 'report_pdf', ${reports.createdBy}, ${projects.companyId}, ${reports.projectId}, ${reports.sizeBytes}, false, ${reports.createdAt}
  from ${reports}
  join ${projects} on ${projects.id} = ${reports.projectId}
) f`;

/** The uploads only, as the row set `f` with the same columns. */
export const uploadedFiles = sql`(${uploadsWithProject}) f`;

/** Labels of the stored file kinds. */
export const FILE_KIND_LABELS: Record<string, string> = {
  request_attachment: 'Request attachments',
  inspection_photo: 'Inspection photos',
  deficiency_photo: 'Deficiency photos',
  project_file: 'Project files',
  message_attachment: 'Message attachments',
  report_pdf: 'Report PDFs',
};

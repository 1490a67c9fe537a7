import { guaranteeEligibility } from '../../shared/guarantee-rules';
import { CLIENT_PROJECT_MESSAGES, type ClientProjectDetail } from '../../shared/schemas/client-projects';
import { REPORTS_PAGE_SIZE_MAX, reportsQuerySchema } from '../../shared/schemas/reports';
import { SUBMITTALS_PAGE_SIZE_MAX, submittalsQuerySchema } from '../../shared/schemas/submittals';
import type { Viewer } from '../auth/viewer';
import { providerToday } from '../config/provider-day';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { findCompanyProject } from '../repositories/client-projects';
import { listCompanyDeficiencies } from '../repositories/deficiencies';
import { loadGuaranteeFacts } from '../repositories/guarantees';
import { listCompanyInvoices } from '../repositories/invoices';
import { listReports } from '../repositories/reports';
import { listSubmittals } from '../repositories/submittals';

/**
 * The client's project page (docs/features.md, My projects): the project of the viewer's company,
 * and each list through its repository's own ownership filter (published reports only, the
 * company's deficiencies and invoices). Another company's project is "not found", never 403.
 */
export async function getClientProject(db: Db, viewer: Viewer, code: string, now = new Date()): Promise<ClientProjectDetail> {
  const found = await findCompanyProject(db, viewer, code);
  if (!found) throw notFound(CLIENT_PROJECT_MESSAGES.notFound);
  const projectId = found.row.id;
  const [reports, deficiencies, submittals, invoices, facts] = await Promise.all([
    listReports(db, viewer, reportsQuerySchema.parse({ project: projectId, status: 'published', pageSize: REPORTS_PAGE_SIZE_MAX })),
    listCompanyDeficiencies(db, viewer, projectId, now),
    listSubmittals(db, viewer, submittalsQuerySchema.parse({ projectId, pageSize: SUBMITTALS_PAGE_SIZE_MAX })),
    listCompanyInvoices(db, viewer, projectId),
    loadGuaranteeFacts(db, projectId),
  ]);
  return {
    ...found.item,
    address: found.row.address,
    reports: reports.rows,
    deficiencies,
    submittals: submittals.rows,
    invoices,
    guarantee: guaranteeEligibility(facts, providerToday(now)),
  };
}

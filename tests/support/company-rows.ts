import { eq } from 'drizzle-orm';
import { products } from '../../src/server/db/schema';
import { seedProducts } from '../../src/server/db/seed-products';
import { projectWithInspection } from './report-fixtures';
import { insertStage } from './invoice-fixtures';
import { rfiBody } from './request-bodies';
import { SAMPLE_PDF } from './sample-files';
import type { TestServer } from './server';
import type { SignedInUser } from './signed-in-users';

/**
 * One row of each client-owned kind for `client`'s company: a project with an inspection, a
 * deficiency, a photo and a published report, an invoiced billing stage, a submittal, a request
 * with an uploaded attachment and a message thread. Answers every id, for tests that check another
 * company never reaches them.
 */
export async function insertCompanyRows(
  server: TestServer,
  companyId: string,
  users: { client: SignedInUser; admin: SignedInUser },
): Promise<string[]> {
  const { client, admin } = users;
  const inject = (method: 'POST' | 'PUT', url: string, payload: object | Buffer, headers: Record<string, string> = client.headers) =>
    server.app.inject({ method, url, payload, headers });
  const project = await projectWithInspection(server, companyId, client.id);
  const stageId = await insertStage(server, project.id, { inDays: -5, status: 'invoiced' });
  const uploadId = crypto.randomUUID();
  const upload = await inject('PUT', `/api/uploads/${uploadId}?kind=request_attachment&filename=plan.pdf`, SAMPLE_PDF, {
    ...client.headers,
    'content-type': 'application/pdf',
  });
  const report = await inject('POST', '/api/reports', { project_id: project.id, type: 'inspection', inspection_id: project.inspectionId }, admin.headers);
  const reportId = (report.json() as { id: string }).id;
  const published = await inject('POST', `/api/reports/${reportId}/publish`, {}, admin.headers);
  await seedProducts(server.database.db);
  const [product] = await server.database.db.select({ id: products.id }).from(products).where(eq(products.listingStatus, 'listed')).limit(1);
  const submittal = await inject('POST', '/api/submittals', {
    project_id: project.id,
    kind: 'product',
    lines: [{ surface: 'Exterior concrete walls', mpi_system: 'EXT 3.1A', product_id: product?.id }],
  });
  const request = await inject('POST', '/api/requests', rfiBody({ attachment_ids: [uploadId] }));
  const thread = await inject('POST', '/api/messages/threads', { subject: 'Hello', body: 'A question.' });
  for (const res of [upload, report, published, submittal, request, thread]) {
    if (res.statusCode >= 300) throw new Error(`seeding company rows: ${res.statusCode} ${res.body}`);
  }
  const idOf = (res: { json(): unknown }) => (res.json() as { id: string }).id;
  return [companyId, project.id, project.inspectionId, project.deficiencyId, stageId, uploadId, reportId, idOf(submittal), idOf(request), idOf(thread)];
}

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, reports, submittals, uploads } from '../../../src/server/db/schema';
import { seedProducts } from '../../../src/server/db/seed-products';
import { IDEMPOTENCY_KEY_HEADER } from '../../../src/shared/schemas/common';
import { projectFilesResponseSchema, type ProjectFile } from '../../../src/shared/schemas/project-files';
import { insertDeficiency, insertInspection, projectWithInspection } from '../../support/report-fixtures';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import { NOT_A_PDF, SAMPLE_PDF, SAMPLE_PNG } from '../../support/sample-files';
import type { TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

describe('Project files', () => {
  let server: TestServer;
  let users: RoleUsers;
  let stranger: SignedInUser;
  let project: Awaited<ReturnType<typeof projectWithInspection>>;
  let reportId: string;
  let requestFileId: string;

  const filesUrl = (code = project.projectCode) => `/api/projects/${code}/files`;

  async function putUpload(user: SignedInUser, bytes: Buffer, filename: string, type: string, id = randomUUID(), kind = 'project_file') {
    const res = await server.app.inject({
      method: 'PUT',
      url: `/api/uploads/${id}?kind=${kind}&filename=${encodeURIComponent(filename)}`,
      headers: { ...user.headers, 'content-type': type },
      payload: bytes,
    });
    return { id, res };
  }

  async function list(user = users.admin): Promise<ProjectFile[]> {
    const res = await server.app.inject({ method: 'GET', url: filesUrl(), headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return projectFilesResponseSchema.parse(res.json()).data;
  }

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
    stranger = await signedInUser(server, 'Client', { companyId: await createCompany(server, 'Elsewhere Holdings') });
    project = await projectWithInspection(server, users.companyId, users.inspector.id);
    // A deficiency photo and a converted request's attachment (the conversion sets project_id).
    const deficiencyId = await insertDeficiency(server, project.id);
    const sha256 = await server.app.files.put(SAMPLE_PNG);
    await server.database.db.insert(uploads).values({ id: randomUUID(), kind: 'deficiency_photo', ownerId: users.inspector.id, filename: 'rust.png', mimeType: 'image/png', sizeBytes: SAMPLE_PNG.length, sha256, deficiencyId });
    const pdfSha = await server.app.files.put(SAMPLE_PDF);
    requestFileId = randomUUID();
    await server.database.db.insert(uploads).values({ id: requestFileId, kind: 'request_attachment', ownerId: users.client.id, companyId: users.companyId, filename: 'specs.pdf', mimeType: 'application/pdf', sizeBytes: SAMPLE_PDF.length, sha256: pdfSha, projectId: project.id });
    const report = await server.app.inject({ method: 'POST', url: '/api/reports', headers: users.admin.headers, payload: { project_id: project.id, type: 'inspection', inspection_id: project.inspectionId } });
    expect(report.statusCode, report.body).toBe(201);
    reportId = report.json().id;
  });
  afterAll(() => server.close());

  it('lists every kind of file with who added it, when, its size, type and download address', async () => {
    const files = await list();
    const byKind = (kind: ProjectFile['kind']) => files.find((file) => file.kind === kind);
    expect(byKind('inspection_photo')).toMatchObject({ filename: 'north-wall.png', mime_type: 'image/png', uploaded_by: 'Test Inspector', deletable: true });
    expect(byKind('deficiency_photo')).toMatchObject({ filename: 'rust.png', size_bytes: SAMPLE_PNG.length, uploaded_by: 'Test Inspector' });
    expect(byKind('request_attachment')).toMatchObject({ id: requestFileId, filename: 'specs.pdf', download_url: `/api/uploads/${requestFileId}`, uploaded_by: 'Test Client' });
    const report = byKind('report')!;
    expect(report).toMatchObject({ id: reportId, filename: 'Inspection report v1.pdf', mime_type: 'application/pdf', download_url: `/api/reports/${reportId}/pdf`, uploaded_by: 'Test Admin', deletable: false });
    expect(report.size_bytes).toBeGreaterThan(1000);
    for (const file of files) expect(Date.parse(file.created_at)).not.toBeNaN();
    const download = await server.app.inject({ method: 'GET', url: report.download_url, headers: users.inspector.headers });
    expect(download.statusCode).toBe(200);
  });

  it('gives the photos of a recorded inspection and its deficiencies the project, so they are its files', async () => {
    const inspectionId = await insertInspection(server, project.id, { status: 'scheduled', inspectorId: users.inspector.id });
    const photo = await putUpload(users.inspector, SAMPLE_PNG, 'east-wall.png', 'image/png', randomUUID(), 'inspection_photo');
    const defect = await putUpload(users.inspector, SAMPLE_PNG, 'blister.png', 'image/png', randomUUID(), 'deficiency_photo');
    const recorded = await server.app.inject({
      method: 'POST',
      url: `/api/inspections/${inspectionId}/record`,
      headers: users.inspector.headers,
      payload: {
        version: 1,
        result: 'pass_with_deficiencies',
        performed_at: '2026-11-24T10:30:00-08:00',
        notes: 'Topcoat blistering at the east entrance.',
        travel_km: 10,
        photo_ids: [photo.id],
        deficiencies: [{ location: 'East entrance', description: 'Blistering', category: 'application', severity: 'minor', due_date: '2026-12-01', photo_ids: [defect.id] }],
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const rows = await server.database.db.select({ id: uploads.id, projectId: uploads.projectId }).from(uploads).where(eq(uploads.ownerId, users.inspector.id));
    for (const id of [photo.id, defect.id]) expect(rows.find((row) => row.id === id)?.projectId).toBe(project.id);
    const ids = (await list()).map((file) => file.id);
    expect(ids).toEqual(expect.arrayContaining([photo.id, defect.id]));
  });

  it("lists a submittal's documents as the project's files; someone else's document is refused and nothing is submitted", async () => {
    await seedProducts(server.database.db);
    const [product] = await server.database.db.select({ id: products.id }).from(products).where(eq(products.listingStatus, 'listed')).limit(1);
    const submit = (user: SignedInUser, documentIds: string[]) =>
      server.app.inject({
        method: 'POST',
        url: '/api/submittals',
        headers: user.headers,
        payload: { project_id: project.id, lines: [{ surface: 'Stair railings', mpi_system: 'EXT 5.1D', product_id: product!.id }], document_ids: documentIds },
      });
    const sheet = await putUpload(users.client, SAMPLE_PDF, 'primer data sheet.pdf', 'application/pdf', randomUUID(), 'submittal_document');
    expect(sheet.res.statusCode, sheet.res.body).toBe(201);
    const stray = await putUpload(stranger, SAMPLE_PNG, 'stray.png', 'image/png', randomUUID(), 'submittal_document');
    const before = await server.database.db.select({ id: submittals.id }).from(submittals);
    const refused = await submit(users.client, [sheet.id, stray.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'bad_request', error: 'Document unavailable' });
    expect(await server.database.db.select({ id: submittals.id }).from(submittals)).toHaveLength(before.length);
    expect((await list()).some((file) => file.id === sheet.id)).toBe(false);

    const created = await submit(users.client, [sheet.id]);
    expect(created.statusCode, created.body).toBe(201);
    const document = (await list()).find((file) => file.id === sheet.id);
    expect(document).toMatchObject({
      kind: 'submittal_document',
      filename: 'primer data sheet.pdf',
      mime_type: 'application/pdf',
      size_bytes: SAMPLE_PDF.length,
      uploaded_by: 'Test Client',
      download_url: `/api/uploads/${sheet.id}`,
    });
    const [row] = await server.database.db.select({ submittalId: uploads.submittalId }).from(uploads).where(eq(uploads.id, sheet.id));
    expect(row!.submittalId).toBe(created.json().id);
    for (const user of [users.inspector, users.client]) {
      const download = await server.app.inject({ method: 'GET', url: document!.download_url, headers: user.headers });
      expect(download.statusCode).toBe(200);
    }
    expect((await server.app.inject({ method: 'GET', url: document!.download_url, headers: stranger.headers })).statusCode).toBe(404);
  });

  it('adds an uploaded file to the project, once however often the queue replays it, audited', async () => {
    const { id, res } = await putUpload(users.inspector, SAMPLE_PDF, 'site plan.pdf', 'application/pdf');
    expect(res.statusCode, res.body).toBe(201);
    const add = (key: string) =>
      server.app.inject({ method: 'POST', url: filesUrl(), headers: { ...users.inspector.headers, [IDEMPOTENCY_KEY_HEADER]: key }, payload: { upload_id: id } });
    const first = await add(randomUUID());
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ id, kind: 'project_file', filename: 'site plan.pdf', uploaded_by: 'Test Inspector' });
    expect((await add(randomUUID())).statusCode).toBe(201);
    expect((await list()).filter((file) => file.id === id)).toHaveLength(1);
    const audits = await server.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'upload.add')));
    expect(audits).toHaveLength(1);
    // Someone else's upload, or one of another kind, is refused and changes nothing.
    const theirs = await putUpload(users.admin, SAMPLE_PNG, 'theirs.png', 'image/png');
    const refused = await server.app.inject({ method: 'POST', url: filesUrl(), headers: users.inspector.headers, payload: { upload_id: theirs.id } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'bad_request', error: 'Upload unavailable' });
    const notUuid = await server.app.inject({ method: 'POST', url: filesUrl(), headers: users.inspector.headers, payload: { upload_id: 'nope' } });
    expect(notUuid.statusCode).toBe(400);
    expect((await list()).some((file) => file.id === theirs.id)).toBe(false);
  });

  it('refuses files of the wrong type or over the limit with a 4xx, storing nothing', async () => {
    const wrongType = await putUpload(users.inspector, NOT_A_PDF, 'notes.pdf', 'application/pdf');
    expect(wrongType.res.statusCode).toBe(415);
    expect(wrongType.res.json()).toMatchObject({ code: 'unsupported_file_type' });
    const huge = Buffer.concat([SAMPLE_PDF, Buffer.alloc(25 * 1024 * 1024)]);
    const tooLarge = await putUpload(users.inspector, huge, 'huge.pdf', 'application/pdf');
    expect(tooLarge.res.statusCode).toBe(413);
    const stored = await server.database.db.select().from(uploads).where(eq(uploads.id, tooLarge.id));
    expect(stored).toHaveLength(0);
  });

  it('deletes an upload with a reason (Admin only): audited, gone from the list, its bytes kept', async () => {
    const target = (await list()).find((file) => file.kind === 'inspection_photo')!;
    const url = `${filesUrl()}/${target.id}`;
    const noReason = await server.app.inject({ method: 'DELETE', url, headers: users.admin.headers, payload: { reason: ' ' } });
    expect(noReason.statusCode).toBe(400);
    expect((await list()).some((file) => file.id === target.id)).toBe(true);
    await expectForbidden(server, { method: 'DELETE', url, payload: { reason: 'Blurred' } }, [users.inspector, users.client]);

    const deleted = await server.app.inject({ method: 'DELETE', url, headers: users.admin.headers, payload: { reason: 'Blurred, retaken' } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await list()).some((file) => file.id === target.id)).toBe(false);
    const [audit] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, target.id), eq(auditLog.action, 'upload.delete')));
    expect(audit).toMatchObject({ actorId: users.admin.id, entityType: 'upload', after: { deleted: true, reason: 'Blurred, retaken' } });
    // The bytes stay: a PDF already issued may show the photo, and staff can still open it.
    expect((await server.app.inject({ method: 'GET', url: target.download_url, headers: users.admin.headers })).statusCode).toBe(200);
    const again = await server.app.inject({ method: 'DELETE', url, headers: users.admin.headers, payload: { reason: 'Twice' } });
    expect(again.statusCode).toBe(404);
    // The Activity tab shows it as a file entry.
    const activity = await server.app.inject({ method: 'GET', url: `/api/projects/${project.projectCode}/activity?kind=file`, headers: users.admin.headers });
    expect(activity.json().data.some((entry: { action: string }) => entry.action === 'upload.delete')).toBe(true);
  });

  it('never deletes a generated report: its PDF stays', async () => {
    const res = await server.app.inject({ method: 'DELETE', url: `${filesUrl()}/${reportId}`, headers: users.admin.headers, payload: { reason: 'Old version' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'report_kept' });
    const [row] = await server.database.db.select().from(reports).where(eq(reports.id, reportId));
    expect(await server.app.files.exists(row!.fileSha256)).toBe(true);
    expect((await list()).some((file) => file.id === reportId)).toBe(true);
  });

  it('is staff only: 401 signed out, 403 for Clients, 404 for an unknown project or file; another company never reaches the bytes', async () => {
    for (const route of [
      { method: 'GET' as const, url: filesUrl() },
      { method: 'POST' as const, url: filesUrl(), payload: { upload_id: randomUUID() } },
      { method: 'DELETE' as const, url: `${filesUrl()}/${randomUUID()}`, payload: { reason: 'Because' } },
    ]) {
      await expectUnauthenticated(server, route);
      await expectForbidden(server, route, [users.client, stranger]);
    }
    const missing = await server.app.inject({ method: 'GET', url: filesUrl('BC-26-0999'), headers: users.admin.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
    const noFile = await server.app.inject({ method: 'DELETE', url: `${filesUrl()}/${randomUUID()}`, headers: users.admin.headers, payload: { reason: 'Because' } });
    expect(noFile.statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `/api/uploads/${requestFileId}`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `/api/reports/${reportId}/pdf`, headers: stranger.headers })).statusCode).toBe(404);
  });
});

import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requests, uploads } from '../../../src/server/db/schema';
import { requestDetailSchema } from '../../../src/shared/schemas/requests';
import { UPLOAD_MESSAGES, UPLOAD_RULES, uploadResponseSchema, type UploadKind } from '../../../src/shared/uploads';
import { NOT_A_PDF, SAMPLE_PDF, SAMPLE_PNG } from '../../support/sample-files';
import { rfiBody } from '../../support/request-bodies';
import { startTestServer, type TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

const rfi = (attachmentIds: string[]) => rfiBody({ attachment_ids: attachmentIds });

describe('Uploads (/api/uploads) and request attachments', () => {
  let server: TestServer;
  let client: SignedInUser;
  let colleague: SignedInUser;
  let stranger: SignedInUser;
  let inspector: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer();
    const companyId = await createCompany(server);
    client = await signedInUser(server, 'Client', { companyId });
    colleague = await signedInUser(server, 'Client', { companyId });
    stranger = await signedInUser(server, 'Client', { companyId: await createCompany(server) });
    inspector = await signedInUser(server, 'Inspector');
  });
  afterAll(() => server.close());

  const put = (
    user: SignedInUser | null,
    bytes: Buffer,
    options: { id?: string; kind?: UploadKind; filename?: string; contentType?: string } = {},
  ) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/uploads/${options.id ?? randomUUID()}?kind=${options.kind ?? 'request_attachment'}&filename=${encodeURIComponent(options.filename ?? 'drawings.pdf')}`,
      headers: { ...(user ? user.headers : {}), 'content-type': options.contentType ?? 'application/pdf' },
      payload: bytes,
    });
  const storedFiles = () => readdirSync(server.config.uploadDir, { recursive: true }).filter((name) => String(name).length > 3);

  it('stores a PDF under its sha256 and answers what was stored', async () => {
    const id = randomUUID();
    const response = await put(client, SAMPLE_PDF, { id, filename: 'Site drawings é.pdf' });
    expect(response.statusCode).toBe(201);
    const { data } = uploadResponseSchema.parse(response.json());
    expect(data).toMatchObject({ id, kind: 'request_attachment', filename: 'Site drawings é.pdf', mime_type: 'application/pdf', size_bytes: SAMPLE_PDF.length });
    expect(storedFiles()).toContain(`${data.sha256.slice(0, 2)}/${data.sha256}`);
  });

  it('answers a retried upload with the stored file and refuses another file under the same id', async () => {
    const id = randomUUID();
    expect((await put(client, SAMPLE_PNG, { id, filename: 'wall.png', contentType: 'image/png' })).statusCode).toBe(201);
    const again = await put(client, SAMPLE_PNG, { id, filename: 'wall.png', contentType: 'image/png' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(id);
    const other = await put(client, SAMPLE_PDF, { id });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(UPLOAD_MESSAGES.idTaken);
    const someoneElse = await put(colleague, SAMPLE_PNG, { id, filename: 'wall.png', contentType: 'image/png' });
    expect(someoneElse.statusCode).toBe(409);
  });

  it('reads the type from the bytes: a text file named .pdf is refused and nothing is stored', async () => {
    const id = randomUUID();
    const before = storedFiles().length;
    const response = await put(client, NOT_A_PDF, { id, filename: 'invoice.pdf' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(UPLOAD_MESSAGES.wrongType('request_attachment'));
    expect(storedFiles().length).toBe(before);
    expect(await server.database.db.select().from(uploads).where(eq(uploads.id, id))).toHaveLength(0);
  });

  it('refuses a PDF as a photo, an empty file and a file over the limit of its kind', async () => {
    expect((await put(inspector, SAMPLE_PDF, { kind: 'inspection_photo' })).statusCode).toBe(415);
    const empty = await put(client, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(UPLOAD_MESSAGES.empty);
    const large = Buffer.concat([SAMPLE_PDF, Buffer.alloc(UPLOAD_RULES.request_attachment.maxBytes)]);
    const tooLarge = await put(client, large);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(UPLOAD_MESSAGES.tooLarge('request_attachment'));
  });

  it('stores nothing, neither a file nor a row, for a file over the limit or of a type its kind refuses', async () => {
    const before = storedFiles().length;
    const tooLargeId = randomUUID();
    const photoId = randomUUID();
    const large = Buffer.concat([SAMPLE_PDF, Buffer.alloc(UPLOAD_RULES.request_attachment.maxBytes)]);
    expect((await put(client, large, { id: tooLargeId })).statusCode).toBe(413);
    const wrongKind = await put(inspector, SAMPLE_PDF, { id: photoId, kind: 'inspection_photo', filename: 'wall.jpg', contentType: 'image/jpeg' });
    expect(wrongKind.statusCode).toBe(415);
    expect(wrongKind.json().message).toBe(UPLOAD_MESSAGES.wrongType('inspection_photo'));
    expect(storedFiles().length).toBe(before);
    for (const id of [tooLargeId, photoId]) {
      expect(await server.database.db.select().from(uploads).where(eq(uploads.id, id))).toHaveLength(0);
    }
  });

  it('validates the id, the kind and the file name', async () => {
    const badId = await server.app.inject({ method: 'PUT', url: '/api/uploads/not-a-uuid?kind=request_attachment&filename=a.pdf', headers: { ...client.headers, 'content-type': 'application/pdf' }, payload: SAMPLE_PDF });
    expect(badId.statusCode).toBe(400);
    expect((await put(client, SAMPLE_PDF, { kind: 'selfie' as UploadKind })).statusCode).toBe(400);
    expect((await put(client, SAMPLE_PDF, { filename: ' ' })).statusCode).toBe(400);
  });

  it('needs a signed-in user with a profile (401)', async () => {
    expect((await put(null, SAMPLE_PDF)).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: `/api/uploads/${randomUUID()}` })).statusCode).toBe(401);
    const noProfile = await signedInUser(server, null);
    expect((await put(noProfile, SAMPLE_PDF)).statusCode).toBe(403);
  });

  it('links attachments to a new request; the company and staff can download them, others cannot', async () => {
    const id = randomUUID();
    await put(client, SAMPLE_PDF, { id, filename: 'Specs "final".pdf' });
    const created = await server.app.inject({ method: 'POST', url: '/api/requests', headers: client.headers, payload: rfi([id]) });
    expect(created.statusCode).toBe(201);
    const detail = requestDetailSchema.parse(
      (await server.app.inject({ method: 'GET', url: `/api/requests/${created.json().id}`, headers: colleague.headers })).json(),
    );
    expect(detail.attachments.map((file) => file.id)).toEqual([id]);

    for (const reader of [client, colleague]) {
      const download = await server.app.inject({ method: 'GET', url: `/api/uploads/${id}`, headers: reader.headers });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="Specs _final_.pdf"; filename*=UTF-8''${encodeURIComponent('Specs "final".pdf')}`);
      expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    }
    const admin = await signedInUser(server, 'Admin');
    expect((await server.app.inject({ method: 'GET', url: `/api/uploads/${id}`, headers: admin.headers })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: `/api/uploads/${id}`, headers: stranger.headers })).statusCode).toBe(404);
  });

  it('refuses a request whose attachment is someone else’s or already used, and saves nothing', async () => {
    const mine = randomUUID();
    const theirs = randomUUID();
    await put(client, SAMPLE_PDF, { id: mine });
    await put(stranger, SAMPLE_PNG, { id: theirs, filename: 'x.png', contentType: 'image/png' });
    const countRequests = async () => (await server.database.db.select().from(requests)).length;
    const before = await countRequests();

    const withTheirs = await server.app.inject({ method: 'POST', url: '/api/requests', headers: client.headers, payload: rfi([mine, theirs]) });
    expect(withTheirs.statusCode).toBe(400);
    expect(withTheirs.json().message).toBe(UPLOAD_MESSAGES.attachmentUnavailable);
    expect(await countRequests()).toBe(before);
    const [row] = await server.database.db.select().from(uploads).where(eq(uploads.id, mine));
    expect(row?.requestId).toBeNull();

    expect((await server.app.inject({ method: 'POST', url: '/api/requests', headers: client.headers, payload: rfi([mine]) })).statusCode).toBe(201);
    const reused = await server.app.inject({ method: 'POST', url: '/api/requests', headers: client.headers, payload: rfi([mine]) });
    expect(reused.statusCode).toBe(400);
    expect(await countRequests()).toBe(before + 1);
  });

  it('refuses more attachments than a request may carry', async () => {
    const ids = Array.from({ length: 11 }, () => randomUUID());
    const response = await server.app.inject({ method: 'POST', url: '/api/requests', headers: client.headers, payload: rfi(ids) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(UPLOAD_MESSAGES.tooMany);
  });
});

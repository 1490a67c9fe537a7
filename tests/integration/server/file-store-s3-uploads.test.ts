import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponseSchema } from '../../../src/shared/uploads';
import { SAMPLE_PDF } from '../../support/sample-files';
import { startS3Server, type TestS3Server } from '../../support/s3-server';
import { startTestServer, type TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

describe('Uploads with S3_* set: stored in the S3-compatible bucket', () => {
  let s3: TestS3Server;
  let server: TestServer;
  let client: SignedInUser;

  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startTestServer({ env: s3.env });
    client = await signedInUser(server, 'Client', { companyId: await createCompany(server) });
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  const upload = (id: string) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/uploads/${id}?kind=request_attachment&filename=drawings.pdf`,
      headers: { ...client.headers, 'content-type': 'application/pdf' },
      payload: SAMPLE_PDF,
    });
  const download = (id: string) => server.app.inject({ method: 'GET', url: `/api/uploads/${id}`, headers: client.headers });

  it('stores an upload in the bucket, not in UPLOAD_DIR, and serves it back', async () => {
    const id = randomUUID();
    const stored = await upload(id);
    expect(stored.statusCode).toBe(201);
    const { sha256 } = uploadResponseSchema.parse(stored.json()).data;
    expect(await s3.keys()).toContain(`${sha256.slice(0, 2)}/${sha256}`);
    expect(readdirSync(server.config.uploadDir)).toEqual([]);

    const answer = await download(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-length']).toBe(String(SAMPLE_PDF.length));
    expect(answer.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });

  it('answers 404 when the object is gone from the bucket', async () => {
    const id = randomUUID();
    const { sha256 } = uploadResponseSchema.parse((await upload(id)).json()).data;
    await s3.remove(`${sha256.slice(0, 2)}/${sha256}`);
    const answer = await download(id);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'not_found', message: 'There is no such file.' });
  });
});

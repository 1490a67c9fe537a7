import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../../src/server/db/schema';
import { SAMPLE_PNG } from '../../support/sample-files';
import { startTestServer, type TestServer } from '../../support/server';
import { signedInUser, type SignedInUser } from '../../support/signed-in-users';

/** PUT /api/uploads/:id?captured_offline=true: the browser says the file was captured offline (the uploads report's share). */
describe('Uploads captured offline', () => {
  let server: TestServer;
  let inspector: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer();
    inspector = await signedInUser(server, 'Inspector');
  });
  afterAll(() => server.close());

  const put = (id: string, flag?: string) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/uploads/${id}?kind=inspection_photo&filename=wall.png${flag === undefined ? '' : `&captured_offline=${flag}`}`,
      headers: { ...inspector.headers, 'content-type': 'image/png' },
      payload: SAMPLE_PNG,
    });
  const storedFlag = async (id: string) => (await server.database.db.select({ flag: uploads.capturedOffline }).from(uploads).where(eq(uploads.id, id)))[0]?.flag;

  it('records the flag when it is sent, and false without it', async () => {
    const offline = randomUUID();
    const online = randomUUID();
    const explicit = randomUUID();
    expect((await put(offline, 'true')).statusCode).toBe(201);
    expect((await put(online)).statusCode).toBe(201);
    expect((await put(explicit, 'false')).statusCode).toBe(201);
    expect(await storedFlag(offline)).toBe(true);
    expect(await storedFlag(online)).toBe(false);
    expect(await storedFlag(explicit)).toBe(false);
  });

  it('refuses a flag that is not true or false (400), storing nothing', async () => {
    const id = randomUUID();
    const response = await put(id, 'maybe');
    expect(response.statusCode).toBe(400);
    expect(await storedFlag(id)).toBeUndefined();
  });
});

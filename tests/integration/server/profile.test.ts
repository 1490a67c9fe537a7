import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../../src/server/db/schema';
import { syncProfile } from '../../../src/server/repositories/profiles';
import { profileConflictSchema, profileSchema } from '../../../src/shared/schemas/profile';
import { startTestServer, type TestServer } from '../../support/server';
import { signedInUser, type SignedInUser } from '../../support/signed-in-users';

describe('own profile (/api/profile)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const get = (user: SignedInUser) => server.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers });
  const patch = (user: SignedInUser, payload: object, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'PATCH', url: '/api/profile', headers: { ...user.headers, ...headers }, payload });
  const stored = async (id: string) =>
    (await server.database.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;

  it('answers 401 without a token (GET and PATCH)', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const res = await server.app.inject({ method: 'PATCH', url: '/api/profile', payload: { first_name: 'X', version: 1 } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('answers 403 to a signed-in user with no profile yet', async () => {
    const nobody = await signedInUser(server, null);
    expect((await get(nobody)).statusCode).toBe(403);
    expect((await patch(nobody, { first_name: 'X', version: 1 })).statusCode).toBe(403);
  });

  it('GET answers the own profile with its version', async () => {
    const user = await signedInUser(server, 'Inspector', { firstName: 'Fox', lastName: 'Mulder', phone: '604-555-0101' });
    const res = await get(user);
    expect(res.statusCode).toBe(200);
    expect(profileSchema.parse(res.json())).toMatchObject({
      id: user.id,
      email: user.email,
      first_name: 'Fox',
      last_name: 'Mulder',
      phone: '604-555-0101',
      user_role: 'Inspector',
      status: 'active',
      version: 1,
    });
  });

  it('PATCH at the current version updates, bumps the version and answers the new profile', async () => {
    const user = await signedInUser(server, 'Client', { firstName: 'Dana', lastName: 'Scully' });
    const before = (await get(user)).json();
    const res = await patch(user, { first_name: '  Katherine ', phone: '(604) 555-0199', version: 1 });
    expect(res.statusCode).toBe(200);
    const body = profileSchema.parse(res.json());
    expect(body).toMatchObject({ first_name: 'Katherine', last_name: 'Scully', phone: '(604) 555-0199', version: 2 });
    expect(Date.parse(body.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));
    expect(await stored(user.id)).toMatchObject({ firstName: 'Katherine', lastName: 'Scully', phone: '(604) 555-0199', version: 2 });
    expect((await get(user)).json()).toEqual(body);

    // An empty phone clears it; the version moves on again.
    const cleared = await patch(user, { phone: '', version: 2 });
    expect(cleared.json()).toMatchObject({ phone: null, version: 3 });
  });

  it('PATCH at a stale version is a 409 version_conflict with the stored profile, changing nothing', async () => {
    const user = await signedInUser(server, 'Client', { firstName: 'Dana', lastName: 'Scully' });
    // Another device saved first.
    expect((await patch(user, { last_name: 'Scully-Mulder', version: 1 })).statusCode).toBe(200);
    const current = (await get(user)).json();

    const res = await patch(user, { first_name: 'Offline edit', version: 1 });
    expect(res.statusCode).toBe(409);
    const body = profileConflictSchema.parse(res.json());
    expect(body).toMatchObject({ code: 'version_conflict', error: expect.any(String), message: expect.any(String) });
    expect(body.current).toEqual(current);
    expect(body.current).toMatchObject({ first_name: 'Dana', last_name: 'Scully-Mulder', version: 2 });
    expect(await stored(user.id)).toMatchObject({ firstName: 'Dana', version: 2 });
  });

  it('every update of the row bumps the version, a sync that renames the user too', async () => {
    const user = await signedInUser(server, 'Client', { firstName: 'Dana', lastName: 'Scully' });
    await syncProfile(server.database.db, {
      userId: user.id,
      email: user.email,
      firstName: 'Dana K.',
      lastName: null,
      adminGrantId: null,
    });
    expect((await get(user)).json().version).toBe(2);
    expect((await patch(user, { first_name: 'Stale', version: 1 })).statusCode).toBe(409);
  });

  it('changes only the caller: an id in the body is ignored and there is no route with an id', async () => {
    const me = await signedInUser(server, 'Client', { firstName: 'Me' });
    const other = await signedInUser(server, 'Client', { firstName: 'Other' });
    const res = await patch(me, { id: other.id, first_name: 'Hijacked', version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: me.id, first_name: 'Hijacked' });
    expect(await stored(other.id)).toMatchObject({ firstName: 'Other', version: 1 });

    const byId = await server.app.inject({
      method: 'PATCH',
      url: `/api/profile/${other.id}`,
      headers: me.headers,
      payload: { first_name: 'Hijacked', version: 1 },
    });
    expect(byId.statusCode).toBe(404);
    expect(await stored(other.id)).toMatchObject({ firstName: 'Other', version: 1 });
  });

  it.each([
    [{ phone: '12', version: 1 }, 'phone'],
    [{ first_name: '   ', version: 1 }, 'first_name'],
    [{ last_name: 'x'.repeat(121), version: 1 }, 'last_name'],
    [{ first_name: 'Dana' }, 'version'],
    [{ first_name: 'Dana', version: 0 }, 'version'],
    [{ first_name: 'Dana', version: '1' }, 'version'],
  ])('refuses %o with a 400 naming %s, changing nothing', async (payload, field) => {
    const user = await signedInUser(server, 'Client', { firstName: 'Dana', phone: '604-555-0100' });
    const res = await patch(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().issues.map((issue: { path: string[] }) => issue.path.at(-1))).toContain(field);
    expect(await stored(user.id)).toMatchObject({ firstName: 'Dana', phone: '604-555-0100', version: 1 });
  });

  it('refuses a change of nothing (only a version) with a 400', async () => {
    const user = await signedInUser(server, 'Client');
    const res = await patch(user, { version: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Change at least one field');
    expect((await stored(user.id)).version).toBe(1);
  });

  it('is idempotent: a retried PATCH with its key replays the 200 instead of a 409', async () => {
    const user = await signedInUser(server, 'Client');
    const key = crypto.randomUUID();
    const first = await patch(user, { first_name: 'Queued', version: 1 }, { 'idempotency-key': key });
    const retry = await patch(user, { first_name: 'Queued', version: 1 }, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    expect((await stored(user.id)).version).toBe(2);
    // Keys are per user: another user's same key is their own.
    const someoneElse = await signedInUser(server, 'Client');
    const theirs = await patch(someoneElse, { first_name: 'Queued', version: 1 }, { 'idempotency-key': key });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).toBe(someoneElse.id);
  });
});

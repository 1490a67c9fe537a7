import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { deleteStaleSignInFailures, lockSignInFailures } from '../../../src/server/auth/sign-in-failures-repo';
import { rateLimitCounters, signInFailures } from '../../../src/server/db/schema';
import { deleteExpiredCounters, incrementCounter } from '../../../src/server/repositories/rate-limit-counters';
import { RATE_LIMITS, SIGN_IN_FAILURES } from '../../../src/shared/constants';
import { passwordSignIn, registeredAccount } from '../../support/rate-limit-requests';
import { startTestServer, type TestServer } from '../../support/server';
import { uniqueEmail } from '../../support/supabase';

const env = { RATE_LIMIT: 'true', TRUST_PROXY: '1' };

describe('the counter table (rate_limit_counters)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env });
  });
  afterAll(() => server?.close());

  it('counts per key within a window, starts again after it, and deletes what expired', async () => {
    const { db } = server.database;
    const start = new Date('2030-01-01T00:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect((await incrementCounter(db, 'test|a', start, 60_000)).count).toBe(1);
    expect(await incrementCounter(db, 'test|a', at(59_000), 60_000)).toEqual({ count: 2, windowEndsAt: at(60_000) });
    expect((await incrementCounter(db, 'test|b', at(1_000), 60_000)).count).toBe(1);
    expect(await incrementCounter(db, 'test|a', at(60_000), 60_000)).toEqual({ count: 1, windowEndsAt: at(120_000) });
    expect(await deleteExpiredCounters(db, at(61_000))).toBe(1);
    expect((await db.select().from(rateLimitCounters)).map((row) => row.key)).toContain('test|a');
  });

  it('deletes the account rows untouched for the kept time only', async () => {
    const { db } = server.database;
    await lockSignInFailures(db, 'old@example.com', new Date('2030-01-01T00:00:00Z'));
    await lockSignInFailures(db, 'recent@example.com', new Date('2030-01-02T00:00:00Z'));
    expect(await deleteStaleSignInFailures(db, new Date('2030-01-01T12:00:00Z'))).toBe(1);
    expect((await db.select().from(signInFailures)).map((row) => row.email)).toContain('recent@example.com');
  });

  it('counts every one of many concurrent increments once', async () => {
    const now = new Date();
    const counts = await Promise.all(Array.from({ length: 20 }, () => incrementCounter(server.database.db, 'test|busy', now, 60_000)));
    expect(counts.map((row) => row.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });
});

describe('two apps on one database (two replicas)', () => {
  let first: TestServer;
  let second: TestServer;
  let secondHandle: DatabaseHandle | null = null;

  beforeAll(async () => {
    first = await startTestServer({ env });
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      // Its own connection pool on the same database, as another replica would have.
      const result = (await first.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
      const url = new URL(adminUrl);
      url.pathname = `/${result.rows[0]!.name}`;
      secondHandle = await openDatabase({ databaseUrl: url.toString(), migrate: false });
    }
    second = await startTestServer({ env, database: secondHandle ?? first.database });
  });
  afterAll(async () => {
    await second?.close();
    await secondHandle?.close();
    await first?.close();
  });

  it("share an account's failures: 10 spread over both start the back-off on both", async () => {
    const email = uniqueEmail('replicated');
    await registeredAccount(first, email, 'correct-horse-7');
    for (let failure = 0; failure < SIGN_IN_FAILURES.max; failure += 1) {
      const replica = failure % 2 === 0 ? first : second;
      expect((await passwordSignIn(replica, email, `guess-${failure}`, `203.0.113.${failure + 1}`)).statusCode).toBe(400);
    }
    for (const replica of [first, second]) {
      expect((await passwordSignIn(replica, email, 'correct-horse-7', '203.0.113.99')).statusCode).toBe(429);
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('share the per-address counters in PostgreSQL (PGlite keeps them per process)', async () => {
    const request = (server: TestServer, attempt: number) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/validate-admin-key',
        headers: { 'x-forwarded-for': '198.51.100.200' },
        remoteAddress: '10.9.0.1',
        payload: { adminKey: `wrong-key-${attempt}` },
      });
    const { max } = RATE_LIMITS.validateAdminKey;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await request(attempt % 2 === 0 ? first : second, attempt)).statusCode).toBe(403);
    }
    expect((await request(first, max)).statusCode).toBe(429);
    expect((await request(second, max + 1)).statusCode).toBe(429);
    const rows = await first.database.db.select().from(rateLimitCounters);
    expect(rows).toContainEqual(expect.objectContaining({ key: 'POST /api/auth/validate-admin-key|198.51.100.200', count: max + 2 }));
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSigningKeys } from '../../../src/server/auth/keys';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { DEMO_CLIENT_COMPANY } from '../../../src/server/db/demo-accounts';
import { seedDemoData } from '../../../src/server/db/seed';
import { createFreshPostgres } from '../../support/fresh-postgres';
import { queryRows } from '../../support/query-rows';

// Two replicas starting together on one PostgreSQL (docs/production.md, "Several replicas"):
// only meaningful on a real server, so only when TEST_DATABASE_URL names one.
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('start-up lock on PostgreSQL', () => {
  const handles: DatabaseHandle[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await drop?.();
  });

  it('two processes opening one fresh database together run each migration once, make one signing key and seed once', async () => {
    const fresh = await createFreshPostgres(adminUrl!);
    drop = fresh.drop;
    handles.push(...(await Promise.all([openDatabase({ databaseUrl: fresh.url }), openDatabase({ databaseUrl: fresh.url })])));
    const [first, second] = handles as [DatabaseHandle, DatabaseHandle];

    const migrations = await queryRows<{ count: number }>(first.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations group by hash`);
    expect(migrations.length).toBeGreaterThan(20);
    expect(migrations.every((row) => row.count === 1)).toBe(true);

    const keys = await Promise.all(handles.map((handle) => handle.withStartupLock(() => loadSigningKeys(handle.db))));
    expect(keys[0]!.kid).toBe(keys[1]!.kid);
    expect(keys[1]!.jwks.keys).toHaveLength(1);

    const options = { hashPassword: async (password: string) => `plain:${password}`, seedAuthUsers: true };
    const seeded = await Promise.all([first, second].map((handle) => handle.withStartupLock(() => seedDemoData(handle.db, options))));
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const companies = await queryRows<{ count: number }>(second.db, sql`select count(*)::int as count from companies where name = ${DEMO_CLIENT_COMPANY.name}`);
    expect(companies[0]!.count).toBe(1);
  });

  it('holds the lock for one process at a time', async () => {
    const [first, second] = handles as [DatabaseHandle, DatabaseHandle];
    const order: string[] = [];
    const hold = (name: string, handle: DatabaseHandle) =>
      handle.withStartupLock(async () => {
        order.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        order.push(`${name} out`);
      });
    await Promise.all([hold('a', first), hold('b', second)]);
    // The second holder enters only after the first left.
    expect(order[1]).toBe(order[0]!.replace('in', 'out'));
    expect(order[3]).toBe(order[2]!.replace('in', 'out'));
  });
});

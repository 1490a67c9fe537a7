import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from '../../../src/server/db/client';
import { queryRows } from '../../support/query-rows';

// `npm run migrate` (docs/production.md, "Upgrading"): the bundled entry, as an operator runs it.
describe('npm run migrate', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'paintqa-migrate-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const migrate = (env: Record<string, string>) => {
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const result = spawnSync(process.execPath, ['scripts/migrate.mjs'], { env: { ...inherited, NODE_ENV: 'development', ...env }, encoding: 'utf8' });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };

  it('applies every migration to a new database and exits', { timeout: 120_000 }, async () => {
    const run = migrate({ DATA_DIR: dataDir });
    expect(run.output).toMatch(/Migrations applied \(database: pglite\)/);
    expect(run.status).toBe(0);
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const database = await openDatabase({ pgliteDataDir: join(dataDir, 'pglite'), migrate: false });
    try {
      const [applied] = await queryRows<{ count: number }>(database.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      expect(applied!.count).toBe(journal.entries.length);
    } finally {
      await database.close();
    }
  });

  it('stops on a bad setting, naming it', () => {
    const run = migrate({ DATA_DIR: dataDir, RETENTION_IDEMPOTENCY_DAYS: '30' });
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/RETENTION_IDEMPOTENCY_DAYS: must be at least 90/);
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { createFileStore } from '../../../src/server/services/file-store';
import { createFreshPostgres } from '../../support/fresh-postgres';
import { queryRows } from '../../support/query-rows';
import { SAMPLE_PDF } from '../../support/sample-files';
import { startTestServer } from '../../support/server';
import { createCompany, signedInUser } from '../../support/signed-in-users';

// `npm run backup` and `npm run restore` (docs/production.md, "Backups and restore"), run as the
// operator runs them: the scripts in a child process, configured by the environment.
const folders: string[] = [];
const newFolder = (name: string) => {
  const folder = mkdtempSync(join(tmpdir(), `paintqa-${name}-`));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function script(name: 'backup' | 'restore', argument: string, env: Record<string, string>) {
  const { DATABASE_URL: _ignored, DATA_DIR: _also, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [`scripts/${name}.mjs`, argument], { env: { ...inherited, ...env }, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A company and an uploaded file written through the app on `database`, its uploads in `uploadDir`. */
async function writeSomething(database: DatabaseHandle, uploadDir: string) {
  const server = await startTestServer({ database, env: { UPLOAD_DIR: uploadDir } });
  try {
    const companyId = await createCompany(server, 'Backed-up Strata');
    const client = await signedInUser(server, 'Client', { companyId });
    const upload = await server.app.inject({
      method: 'PUT',
      url: `/api/uploads/${crypto.randomUUID()}?kind=request_attachment&filename=plans.pdf`,
      headers: { ...client.headers, 'content-type': 'application/pdf' },
      payload: SAMPLE_PDF,
    });
    expect(upload.statusCode).toBe(201);
    return { companyId, sha256: upload.json().data.sha256 as string };
  } finally {
    await server.close();
  }
}

async function expectRestored(database: DatabaseHandle, uploadDir: string, written: { companyId: string; sha256: string }) {
  const companies = await queryRows<{ name: string }>(database.db, sql`select name from companies where id = ${written.companyId}`);
  expect(companies).toEqual([{ name: 'Backed-up Strata' }]);
  const uploads = await queryRows<{ filename: string }>(database.db, sql`select filename from uploads where sha256 = ${written.sha256}`);
  expect(uploads).toEqual([{ filename: 'plans.pdf' }]);
  const bytes = await buffer(await createFileStore(uploadDir).open(written.sha256));
  expect(bytes.equals(SAMPLE_PDF)).toBe(true);
}

describe('backup and restore on PGlite', () => {
  // PGlite on disk: opening, dumping and loading a data folder take seconds each on a busy machine.
  it('copies the data folder and the uploads, and restores them into a new, empty DATA_DIR only', { timeout: 120_000 }, async () => {
    const dataDir = newFolder('data');
    const database = await openDatabase({ pgliteDataDir: join(dataDir, 'pglite') });
    const written = await writeSomething(database, join(dataDir, 'uploads'));
    const backupDir = join(newFolder('backups'), 'nightly');
    // The server still has the database open: refused, nothing written.
    const whileOpen = script('backup', backupDir, { DATA_DIR: dataDir });
    expect(whileOpen.status).not.toBe(0);
    expect(whileOpen.output).toMatch(/stop the server first/);
    await database.close();

    const backup = script('backup', backupDir, { DATA_DIR: dataDir });
    expect(backup.output).toMatch(/Backup written/);
    expect(backup.status).toBe(0);

    const restoredDir = newFolder('restored');
    const restore = script('restore', backupDir, { DATA_DIR: restoredDir });
    expect(restore.output).toMatch(/Restored/);
    expect(restore.status).toBe(0);
    // A folder with a database in it is refused.
    const again = script('restore', backupDir, { DATA_DIR: restoredDir });
    expect(again.status).not.toBe(0);
    expect(again.output).toMatch(/not empty/);

    const restored = await openDatabase({ pgliteDataDir: join(restoredDir, 'pglite') });
    try {
      await expectRestored(restored, join(restoredDir, 'uploads'), written);
    } finally {
      await restored.close();
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('backup and restore on PostgreSQL', () => {
  it('dumps with pg_dump and restores into a new, empty database only', async () => {
    const source = await createFreshPostgres(adminUrl!, 'paintqa_backup');
    const target = await createFreshPostgres(adminUrl!, 'paintqa_restore');
    const uploadDir = join(newFolder('data'), 'uploads');
    try {
      const database = await openDatabase({ databaseUrl: source.url });
      const written = await writeSomething(database, uploadDir);
      const backupDir = join(newFolder('backups'), 'nightly');
      // While the server runs: pg_dump reads one snapshot.
      const backup = script('backup', backupDir, { DATABASE_URL: source.url, UPLOAD_DIR: uploadDir });
      await database.close();
      expect(backup.output).toMatch(/Backup written/);
      expect(backup.status).toBe(0);

      const restoredUploads = join(newFolder('restored'), 'uploads');
      const restore = script('restore', backupDir, { DATABASE_URL: target.url, UPLOAD_DIR: restoredUploads });
      expect(restore.output).toMatch(/Restored/);
      expect(restore.status).toBe(0);
      const again = script('restore', backupDir, { DATABASE_URL: target.url, UPLOAD_DIR: newFolder('empty') });
      expect(again.status).not.toBe(0);
      expect(again.output).toMatch(/not empty/);

      const restored = await openDatabase({ databaseUrl: target.url });
      try {
        await expectRestored(restored, restoredUploads, written);
      } finally {
        await restored.close();
      }
    } finally {
      await source.drop();
      await target.drop();
    }
  });
});

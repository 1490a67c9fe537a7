// What `npm run backup` and `npm run restore` share (docs/production.md, "Backups and restore"):
// the settings they read (the server's variables, from the environment or .env), the PostgreSQL
// client programs, and the checks that a target is empty. Production dependencies only.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The names inside a backup folder. */
export const BACKUP_FILES = { manifest: 'manifest.json', pglite: 'database.tar.gz', postgres: 'database.pgdump', uploads: 'uploads' };

/** The settings of the server this backup is for, as src/server/config/env.ts reads them. */
export function backupSettings() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== undefined && value !== ''));
  const dataDir = (env.DATA_DIR ?? './data').replace(/\/$/, '');
  if (dataDir === 'memory://') fail('DATA_DIR is memory://: an in-memory database has nothing to back up.');
  return {
    databaseUrl: env.DATABASE_URL,
    pgliteDir: resolve(dataDir, 'pglite'),
    uploadDir: resolve(env.UPLOAD_DIR ?? join(dataDir, 'uploads')),
    s3Bucket: env.S3_BUCKET,
  };
}

export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** True when the folder is missing or has no entries. */
export const isEmptyFolder = (path) => !existsSync(path) || readdirSync(path).length === 0;

/**
 * A PostgreSQL client program (pg_dump, pg_restore): from PG_BIN, else the newest of
 * /usr/lib/postgresql/<version>/bin (Debian's layout), else PATH. It must be as new as the server.
 */
export function postgresProgram(name) {
  if (process.env.PG_BIN) return join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', name)))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  return versions.length > 0 ? join(root, versions[0], 'bin', name) : name;
}

/** Run a program, its output shown; exits with its message when it fails. */
export function run(program, args) {
  const result = spawnSync(program, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error) fail(`Could not run ${program}: ${result.error.message} (install the PostgreSQL client programs or set PG_BIN)`);
  if (result.status !== 0) fail(`${program} failed (exit ${result.status}).`);
}

/** Open the PGlite data folder as the server does (with the pg_trgm extension), loading `archive` into an empty one. */
export async function openPglite(dataDir, archive) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create(dataDir, { extensions: { pg_trgm }, ...(archive ? { loadDataDir: archive } : {}) });
}

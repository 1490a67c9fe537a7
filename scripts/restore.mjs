#!/usr/bin/env node
// `npm run restore -- <backup folder>`: bring a backup of `npm run backup` back into an EMPTY
// database (DATABASE_URL: a new database with no tables) or an empty DATA_DIR, and its uploads into
// an empty uploads folder (docs/production.md, "Backups and restore"). A target with anything in
// it is refused, never merged or overwritten. Then start the server (it applies newer migrations).
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BACKUP_FILES, backupSettings, fail, isEmptyFolder, openPglite, postgresProgram, run } from './backup-support.mjs';

if (!process.argv[2]) fail('Usage: npm run restore -- <backup folder>');
const source = resolve(process.argv[2]);
if (!existsSync(join(source, BACKUP_FILES.manifest))) fail(`${source} is not a backup (no ${BACKUP_FILES.manifest}).`);
const manifest = JSON.parse(readFileSync(join(source, BACKUP_FILES.manifest), 'utf8'));
const settings = backupSettings();
const kind = settings.databaseUrl ? 'postgres' : 'pglite';
if (manifest.database !== kind) {
  fail(`The backup holds a ${manifest.database} database but the settings select ${kind} (${kind === 'postgres' ? 'unset' : 'set'} DATABASE_URL).`);
}

// Every check before any write: a refused restore changes nothing.
if (manifest.uploads === 'folder' && !settings.s3Bucket && !isEmptyFolder(settings.uploadDir)) {
  fail(`The uploads folder ${settings.uploadDir} is not empty: restore into an empty one.`);
}
if (kind === 'postgres') {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: settings.databaseUrl });
  await client.connect();
  const { rows } = await client.query(`select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`);
  await client.end();
  if (rows[0].count > 0) fail('The database of DATABASE_URL is not empty: restore into a new, empty database.');
  run(postgresProgram('pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', settings.databaseUrl, join(source, BACKUP_FILES.postgres)]);
} else {
  if (!isEmptyFolder(settings.pgliteDir)) fail(`The database folder ${settings.pgliteDir} is not empty: restore into an empty DATA_DIR.`);
  const archive = new Blob([readFileSync(join(source, BACKUP_FILES.pglite))]);
  const pglite = await openPglite(settings.pgliteDir, archive);
  await pglite.query('select 1');
  await pglite.close();
}

if (manifest.uploads === 'folder') {
  if (settings.s3Bucket) console.log(`The backup's uploads folder is not copied into the S3 bucket ${settings.s3Bucket}: copy ${join(source, BACKUP_FILES.uploads)} there yourself.`);
  else cpSync(join(source, BACKUP_FILES.uploads), settings.uploadDir, { recursive: true });
}
console.log(`Restored ${source} (database: ${kind}, uploads: ${manifest.uploads}).`);

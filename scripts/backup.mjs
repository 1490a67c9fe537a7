#!/usr/bin/env node
// `npm run backup [-- <folder>]`: a consistent copy of the database and of the uploads folder into
// a new folder (default backups/<date and time>), for `npm run restore` (docs/production.md,
// "Backups and restore"). PostgreSQL (DATABASE_URL): pg_dump's custom format, one snapshot, while
// the servers run. PGlite: its data folder as a tarball, taken with the server stopped (PGlite is
// one process; a second one opening the folder while the server has it could damage it).
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BACKUP_FILES, backupSettings, fail, isEmptyFolder, openPglite, postgresProgram, run } from './backup-support.mjs';

const settings = backupSettings();
const target = resolve(process.argv[2] ?? join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
if (!isEmptyFolder(target)) fail(`${target} is not empty: give a new folder.`);
mkdirSync(target, { recursive: true });

const manifest = { format: 1, createdAt: new Date().toISOString(), database: settings.databaseUrl ? 'postgres' : 'pglite', uploads: 'none' };

// The database first, then the files: files are only added under new names (and removed only when
// no row names them), so every file the dump names is in the copy.
if (settings.databaseUrl) {
  run(postgresProgram('pg_dump'), ['--format=custom', '--file', join(target, BACKUP_FILES.postgres), '--dbname', settings.databaseUrl]);
} else {
  if (!existsSync(join(settings.pgliteDir, 'PG_VERSION'))) fail(`No PGlite database in ${settings.pgliteDir} (check DATA_DIR).`);
  // PGlite keeps postmaster.pid while a process has the folder open (and after a crash).
  if (existsSync(join(settings.pgliteDir, 'postmaster.pid'))) {
    fail(`The database in ${settings.pgliteDir} is open (postmaster.pid): stop the server first (after a crash, start and stop it once).`);
  }
  const pglite = await openPglite(settings.pgliteDir);
  const archive = await pglite.dumpDataDir('gzip');
  await pglite.close();
  writeFileSync(join(target, BACKUP_FILES.pglite), Buffer.from(await archive.arrayBuffer()));
}

if (settings.s3Bucket) {
  manifest.uploads = 's3';
  console.log(`Uploads are in the S3 bucket ${settings.s3Bucket}: back it up with the bucket's own versioning or replication.`);
} else if (existsSync(settings.uploadDir)) {
  manifest.uploads = 'folder';
  // Finished files only: a file is written under a temporary name and renamed when complete.
  cpSync(settings.uploadDir, join(target, BACKUP_FILES.uploads), { recursive: true, filter: (source) => !source.endsWith('.tmp') });
}
writeFileSync(join(target, BACKUP_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Backup written to ${target} (database: ${manifest.database}, uploads: ${manifest.uploads}).`);

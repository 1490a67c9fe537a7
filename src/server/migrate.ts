import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';

/**
 * `npm run migrate`: apply the pending migrations and exit, before rolling the replicas onto a new
 * version (docs/production.md, "Upgrading"). Takes the start-up lock as the servers do.
 */
async function migrateOnly() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDataDir: config.pgliteDataDir });
  await database.close();
  console.log(`Migrations applied (database: ${database.kind}).`);
}

void migrateOnly().catch((error) => {
  // A bad setting is named in the message; anything else with its stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

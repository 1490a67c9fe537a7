import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS } from './db/demo-accounts';

/** Start the portal: configuration, database and migrations, demo data once, then listen. */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Start opening the database (PGlite compiles its WebAssembly off the main thread) while the
  // rest of the server's modules load: start-up is the longer of the two, not their sum.
  const [database, { buildApp }, { hashPassword }, { seedDemoData }] = await Promise.all([
    openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDataDir: config.pgliteDataDir }),
    import('./app'),
    import('./auth/passwords'),
    import('./db/seed'),
  ]);
  // Under the start-up lock, so replicas starting together seed once (docs/production.md).
  const seeded = await database.withStartupLock(() => seedDemoData(database.db, { hashPassword, seedAuthUsers: config.authMode === 'embedded' }));
  const app = await buildApp({
    config,
    database,
    logger: { level: config.NODE_ENV === 'production' ? 'warn' : 'info' },
  });

  const shutdown = async (signal: string) => {
    app.log.warn(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Since process start, so module loading (tsx) counts too.
  const seconds = process.uptime().toFixed(2);
  const lines = [
    '',
    `  PaintQA portal running at ${config.publicUrl}  (database: ${database.kind}, auth: ${config.authMode}, ready in ${seconds} s)`,
    seeded ? '  Demo data seeded into a fresh database.' : '',
    '  Demo accounts:',
    ...DEMO_ACCOUNTS.map((account) => `    ${account.role.padEnd(9)} ${account.email.padEnd(28)} ${account.password}`),
    config.SMTP_URL ? '' : `  E-mails are written as .eml files to ${config.mailDir}`,
    '',
  ];
  console.log(lines.filter((line, index) => line !== '' || index === 0 || index === lines.length - 1).join('\n'));
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});

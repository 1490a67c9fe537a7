import { existsSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS } from './db/demo-accounts';
import { loggerOptions } from './plugins/request-log';
import { listenWhileStarting } from './starting-server';

/**
 * Start the portal: configuration, database and migrations, the business settings (and with
 * DEMO=true the demo data, once), then listen until a signal closes it gracefully.
 */
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

  // The port answers 503 "starting" while the database migrates (PORT=0 picks a port at listen).
  const starting = config.PORT === 0 ? null : await listenWhileStarting(config.PORT, config.HOST);

  // Start opening the database (PGlite compiles its WebAssembly off the main thread) while the
  // rest of the server's modules load: start-up is the longer of the two, not their sum.
  const [database, { buildApp }, { hashPassword }, { seedDemoData, seedSettings }] = await Promise.all([
    openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDataDir: config.pgliteDataDir }),
    import('./app'),
    import('./auth/passwords'),
    import('./db/seed'),
  ]);
  // Only the demo seeds accounts (their passwords are published); a real portal starts empty and
  // its first Admin registers with ADMIN_KEY (docs/production.md, Production mode). Under the
  // start-up lock, so replicas starting together seed once.
  const seeded = await database.withStartupLock(async () =>
    config.DEMO
      ? seedDemoData(database.db, { hashPassword, seedAuthUsers: config.authMode === 'embedded' })
      : (await seedSettings(database.db), false),
  );
  const app = await buildApp({ config, database, logger: loggerOptions(config) });

  // SIGTERM (and SIGINT, an uncaught error): /api/ready answers 503 at once, requests under way
  // finish, then the app and the database close; past SHUTDOWN_TIMEOUT_MS the process exits anyway.
  closeWithGrace(
    { delay: config.SHUTDOWN_TIMEOUT_MS, logger: { error: (message: string) => app.log.error(message) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an uncaught error');
      else app.log.info(`${signal ?? 'close'} received: draining and closing`);
      app.readiness.draining = true;
      await app.close();
      await database.close();
    },
  );

  await starting?.close();
  await app.listen({ port: config.PORT, host: config.HOST });
  // Since process start, so module loading (tsx) counts too.
  const seconds = process.uptime().toFixed(2);
  const lines = [
    '',
    `  PaintQA portal running at ${config.publicUrl}  (database: ${database.kind}, auth: ${config.authMode}, ready in ${seconds} s)`,
    ...(config.DEMO
      ? [
          seeded ? '  Demo data seeded into a fresh database.' : '',
          '  Demo accounts:',
          ...DEMO_ACCOUNTS.map((account) => `    ${account.role.padEnd(9)} ${account.email.padEnd(28)} ${account.password}`),
        ]
      : []),
    config.SMTP_URL ? '' : `  E-mails are written as .eml files to ${config.mailDir}`,
    '',
  ];
  console.log(lines.filter((line, index) => line !== '' || index === 0 || index === lines.length - 1).join('\n'));
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});

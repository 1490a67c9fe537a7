import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config/env';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { createFreshPostgres } from './fresh-postgres';

export interface TestServer {
  app: App;
  config: AppConfig;
  database: DatabaseHandle;
  /** Origin the server listens on, e.g. http://127.0.0.1:41234 (only after `listen: true`). */
  url: string;
  mailDir: string;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A fresh database for one test app: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (the CI's second run), dropped on close.
 */
async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ pgliteDataDir: 'memory://' });
    return { handle, drop: async () => {} };
  }
  const fresh = await createFreshPostgres(adminUrl);
  const handle = await openDatabase({ databaseUrl: fresh.url });
  return { handle, drop: fresh.drop };
}

/**
 * Build the real app on a fresh database. With `listen: true` it listens on a free loopback port
 * and PUBLIC_URL points there, so supabase-js can talk to the embedded auth.
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    listen?: boolean;
    onRoute?: BuildAppOptions['onRoute'];
    /** Share another test server's database (a second server process); it stays open on close. */
    database?: DatabaseHandle;
    /** The app's logger (off by default), e.g. loggerOptions(config, stream) to read the log. */
    logger?: (config: AppConfig) => BuildAppOptions['logger'];
    /** Add to the app before it starts (e.g. a route a test needs). */
    beforeReady?: (app: App) => void;
  } = {},
): Promise<TestServer> {
  const mailDir = mkdtempSync(join(tmpdir(), 'paintqa-mail-'));
  const uploadDir = mkdtempSync(join(tmpdir(), 'paintqa-uploads-'));
  const port = options.listen ? await freePort() : 3000;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: 'memory://',
    MAIL_DIR: mailDir,
    UPLOAD_DIR: uploadDir,
    RATE_LIMIT: 'false',
    ...options.env,
  });
  const { handle, drop } = options.database ? { handle: options.database, drop: null } : await freshDatabase();
  const app = await buildApp({ config, database: handle, webRoot: null, onRoute: options.onRoute, logger: options.logger?.(config) });
  options.beforeReady?.(app);
  if (options.listen) await app.listen({ port, host: '127.0.0.1' });
  else await app.ready();
  return {
    app,
    config,
    database: handle,
    url: `http://127.0.0.1:${port}`,
    mailDir,
    async close() {
      await app.close();
      if (drop) {
        await handle.close();
        await drop();
      }
      rmSync(mailDir, { recursive: true, force: true });
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/**
 * Send every e-mail the outbox holds that is due now, waiting for a pass already under way: the
 * writes only enqueue their e-mails (docs/architecture.md), so a test reading the mail folder or
 * the e-mail log after a request waits for this first.
 */
export const drainOutbox = (app: App) => app.outbox.drain();

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../../src/server/app';
import { startTestServer, type TestServer } from './server';

export interface WebAppServer {
  server: TestServer;
  /** The app serving the web root. */
  app: App;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, serving a stand-in for dist/: `prepare` writes it into a
 * temporary folder (removed on close) and answers the web root's path.
 */
export async function startWebAppServer(prepare: (folder: string) => string, env: Record<string, string> = {}): Promise<WebAppServer> {
  const server = await startTestServer({ env });
  const folder = mkdtempSync(join(tmpdir(), 'paintqa-web-'));
  const app = await buildApp({ config: server.config, database: server.database, webRoot: prepare(folder) });
  await app.ready();
  return {
    server,
    app,
    async close() {
      await app.close();
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

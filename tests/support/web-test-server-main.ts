/**
 * Runs the real server (tests/support/server.ts) in its own Node process for the web tests,
 * whose jsdom environment cannot host it (Vite rewrites `new URL(..., import.meta.url)` there).
 * Prints one JSON line with what the browser side needs, and stops when stdin closes.
 */
import { runtimeConfigFor } from '../../src/server/plugins/web-app';
import { startTestServer } from './server';
import { applyTestSeed } from './web-fixtures';

const { TEST_SEED: seed, ...env } = JSON.parse(process.argv[2] ?? '{}') as Record<string, string>;
const server = await startTestServer({ listen: true, env });
await applyTestSeed(server, seed);
const info = {
  url: server.url,
  runtimeConfig: { ...runtimeConfigFor(server.config), supabaseUrl: server.url },
  anonKey: server.config.anonKey,
  adminKey: server.config.ADMIN_KEY,
  mailDir: server.mailDir,
};
process.stdout.write(`${JSON.stringify(info)}\n`);

let closing = false;
async function stop() {
  if (closing) return;
  closing = true;
  await server.close();
  process.exit(0);
}
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
process.on('SIGTERM', stop);

#!/usr/bin/env node
// `npm run migrate`: apply the pending migrations and exit (docs/production.md, "Upgrading").
// Runs the bundled entry (.build/server/migrate.mjs), so it works with production dependencies
// only; in a checkout with the sources it bundles the server first when the bundle is stale.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const entry = `${root}.build/server/migrate.mjs`;
if (existsSync(`${root}src/server/migrate.ts`)) {
  const { buildServer, serverBuildIsStale } = await import('./build-server.mjs');
  if (serverBuildIsStale() || !existsSync(entry)) await buildServer();
}
if (!existsSync(entry)) {
  console.error(`No server build at ${entry}: run npm run build first.`);
  process.exit(1);
}
const child = spawn(process.execPath, [entry], { cwd: process.cwd(), stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

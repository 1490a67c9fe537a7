#!/usr/bin/env node
// `npm start`, the demo: build the web app (dist/) and bundle the server (.build/server/) when
// either is missing or older than its sources, then run the server with DEMO=true (unless DEMO is
// set), so it seeds the demo data once and accepts the demo keys. A real deployment builds once
// and runs `npm run serve` instead (docs/production.md).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, SERVER_ENTRY, serverBuildIsStale } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
// The browser build and the pre-renderer built with it (vite.config.ts): the older of the two.
const builtAt = Math.min(
  ...['dist/index.html', '.build/prerender/render.js'].map((file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0)),
);

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (path.endsWith('src') && entry === 'server') continue; // server code is not part of the web build
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const webSources = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']
  .map((entry) => join(root, entry))
  .filter(existsSync);
const sourcesChangedAt = Math.max(...webSources.map(newestMtime));

if (builtAt < sourcesChangedAt) {
  console.log(builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app (first start)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (serverBuildIsStale()) await buildServer();

// DEMO from .env counts too (the server reads .env itself, but would see this DEMO first).
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const demo = process.env.DEMO ?? 'true';
if (demo === 'true') {
  console.log(
    [
      '',
      '  DEMO MODE (npm start): demo accounts with published passwords, the demo administrator key.',
      '  Not for a server others can reach: see docs/production.md (npm run build, npm run serve).',
    ].join('\n'),
  );
}

// Without --enable-source-maps: reading the bundle's maps at load costs half a second of start-up.
// Stack traces with TypeScript lines: NODE_OPTIONS=--enable-source-maps npm start.
const server = spawn(process.execPath, [SERVER_ENTRY], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, DEMO: demo },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

#!/usr/bin/env node
// Bundle the server (src/server, src/shared and the packages they use) into .build/server/ with
// esbuild, so `npm start` runs one set of plain JavaScript files. Loading hundreds of TypeScript
// and package files one by one (tsx) took about a second of the 2 s start-up budget (docs/performance.md, Start-up).
// Kept external: packages that load native code or WebAssembly from their own folder (PGlite,
// argon2, pg), or data files (@touch4it/ical-timezones reads its VTIMEZONE files beside its own
// module, which a bundle has moved). The SQL migrations are copied beside the bundle, where db/client.ts looks for them.
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
export const SERVER_BUILD_DIR = join(root, '.build/server');
export const SERVER_ENTRY = join(SERVER_BUILD_DIR, 'main.mjs');
const SOURCES = ['src/server', 'src/shared', 'package-lock.json'].map((entry) => join(root, entry));

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

/** True when the bundle is missing or older than the server sources. */
export function serverBuildIsStale() {
  if (!existsSync(SERVER_ENTRY)) return true;
  return statSync(SERVER_ENTRY).mtimeMs < Math.max(...SOURCES.filter(existsSync).map(newestMtime));
}

/**
 * Left out of the bundle and loaded from node_modules at run time, so each must be in
 * package.json "dependencies" (`npm ci --omit=dev` installs nothing else; scripts/production-deps.mjs).
 */
export const SERVER_EXTERNALS = ['@electric-sql/pglite', '@node-rs/argon2', 'pg', 'pg-native', '@touch4it/ical-timezones'];

/** esbuild's options for the server bundle (also used to list its imports, scripts/production-deps.mjs). */
export const serverBuildOptions = () => ({
  entryPoints: { main: join(root, 'src/server/main.ts'), migrate: join(root, 'src/server/migrate.ts') },
  outdir: SERVER_BUILD_DIR,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true, // keeps main.ts's dynamic imports separate, so the database opens while they load
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: SERVER_EXTERNALS,
  // CommonJS packages inside an ES module bundle still call require() for Node's built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  sourcemap: true,
  logLevel: 'warning',
});

export async function buildServer() {
  rmSync(SERVER_BUILD_DIR, { recursive: true, force: true });
  await build(serverBuildOptions());
  cpSync(join(root, 'src/server/db/migrations'), join(SERVER_BUILD_DIR, 'migrations'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();

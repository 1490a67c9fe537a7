#!/usr/bin/env node
// `npm run serve`: run what `npm run build` built (.build/server and dist/) in production mode.
// It never builds, so `npm ci --omit=dev` is all it needs (docs/production.md, Build and run).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const entry = join(root, '.build/server/main.mjs');
if (!existsSync(entry)) {
  console.error('Nothing to serve: .build/server/main.mjs is missing. Run `npm run build` first (docs/production.md).');
  process.exit(1);
}
if (!existsSync(join(root, 'dist/index.html'))) {
  console.warn('dist/index.html is missing: serving the API only. `npm run build` builds the web app too.');
}
process.chdir(root);
process.env.NODE_ENV = 'production';
await import(pathToFileURL(entry).href);

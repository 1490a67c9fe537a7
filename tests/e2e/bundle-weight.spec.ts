import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// What the browser's bundle leaves out (docs/performance.md, What each change saved). The e2e step
// runs after the build, so dist/ is the bundle that ships; each chunk's source map names the
// modules in it.

/** Every source module of the built chunks, from their source maps. */
function builtSources(): string[] {
  const assets = join('dist', 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js.map'))
    .flatMap((name) => (JSON.parse(readFileSync(join(assets, name), 'utf8')) as { sources: string[] }).sources);
}

test("zod ships with English messages only, without its other locales (src/shared/zod)", () => {
  const zodModules = builtSources().filter((source) => source.includes('node_modules/zod/'));
  expect(zodModules.some((source) => source.endsWith('zod/v4/core/schemas.js'))).toBe(true);
  expect(zodModules.filter((source) => /zod\/v4\/locales\/(?!en\.js$)/.test(source))).toEqual([]);
});

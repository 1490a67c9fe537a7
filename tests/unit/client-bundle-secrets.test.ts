import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../src/server/config/env';
import { PUBLIC_SETTINGS, SECRET_SETTINGS, secretsIn, secretsInFolder, secretValues } from '../support/client-bundle-secrets';

/** The values Vite itself puts in `import.meta.env`; anything else must be VITE_-prefixed. */
const VITE_BUILT_INS = new Set(['MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL']);

/** The browser's code: everything under src/ but the server, the service worker and index.html. */
function clientSources(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return path === join('src', 'server') ? [] : walk(path);
      return /\.(ts|tsx|md|mdx)$/.test(entry.name) ? [path] : [];
    });
  return [...walk('src'), ...walk('sw'), 'index.html'];
}

describe('no server secret in the client bundle', () => {
  it('classifies every server setting as secret or public', () => {
    const settings = Object.keys(envSchema.shape).sort();
    expect([...SECRET_SETTINGS, ...PUBLIC_SETTINGS].sort()).toEqual(settings);
  });

  it('lets client code read only VITE_-prefixed and built-in values of import.meta.env, never process.env', () => {
    const problems = clientSources().flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const envNames = [...source.matchAll(/import\.meta\.env\.(\w+)/g)].map(([, name]) => name!);
      return [
        ...envNames.filter((name) => !name.startsWith('VITE_') && !VITE_BUILT_INS.has(name)).map((name) => `${file}: import.meta.env.${name}`),
        ...(/process\.env\b|import\.meta\.env\s*\[|\{[^}]*\}\s*=\s*import\.meta\.env\b/.test(source) ? [`${file}: dynamic or process env`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("exposes only VITE_ variables through Vite's config, and defines no secret", async () => {
    const config = await resolveConfig({ configFile: 'vite.config.ts', logLevel: 'silent' }, 'build', 'production');
    expect([config.envPrefix ?? 'VITE_'].flat().every((prefix) => prefix.startsWith('VITE_'))).toBe(true);
    expect(secretsIn(JSON.stringify(config.define ?? {}), secretValues(), 'define')).toEqual([]);
    // Whatever the environment holds, Vite hands the client only its VITE_ variables.
    expect(Object.keys(config.env).filter((name) => !name.startsWith('VITE_') && !VITE_BUILT_INS.has(name))).toEqual([]);
  }, 60_000);

  // The built files exist after `vite build` (locally, or in CI's e2e step: tests/e2e/client-bundle.spec.ts).
  it.skipIf(!existsSync('dist/index.html'))('puts no secret value in any built file (dist/)', () => {
    expect(secretValues().length).toBeGreaterThan(0);
    expect(secretsInFolder('dist', secretValues())).toEqual([]);
  });
});

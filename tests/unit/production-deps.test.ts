import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json';
import {
  notInDependencies,
  notInstalledForProduction,
  packageOf,
  prerenderBundleExternals,
  productionDependencyProblems,
  RUNTIME_RESOLVED,
  serverBundleExternals,
} from '../../scripts/production-deps.mjs';

/** `npm run serve` with `npm ci --omit=dev` alone (docs/production.md, Build and run). */
describe('what the built server loads is installed by npm ci --omit=dev', () => {
  it('every package the server bundle leaves external, and every one it resolves by path, is in "dependencies"', async () => {
    const externals = await serverBundleExternals();
    expect(externals).toEqual(expect.arrayContaining(['@electric-sql/pglite', 'pg']));
    for (const name of [...externals, ...RUNTIME_RESOLVED]) expect(Object.keys(packageJson.dependencies), name).toContain(name);
    expect(await productionDependencyProblems()).toEqual([]);
  }, 60_000);

  it('names a dev-only or undeclared package', () => {
    expect(notInDependencies(['pg', 'vitest', '@electric-sql/pglite', 'left-pad'])).toEqual(['vitest', 'left-pad']);
    expect(notInstalledForProduction(['react', 'vitest', 'no-such-package'])).toEqual(['vitest', 'no-such-package']);
  });

  it('reads the bare imports of a pre-renderer bundle, ignoring its own chunks and built-ins', () => {
    const folder = mkdtempSync(join(tmpdir(), 'paintqa-prerender-'));
    try {
      mkdirSync(join(folder, 'assets'));
      writeFileSync(
        join(folder, 'render.js'),
        'import { jsx } from "react/jsx-runtime";\nimport { readFileSync } from "node:fs";\nimport "./assets/a.js";\nconst x = { from: "not-an-import" };\n',
      );
      writeFileSync(join(folder, 'assets', 'a.js'), 'export { Box } from "@chakra-ui/react";\nconst lazy = () => import("vitest");\n');
      expect(prerenderBundleExternals(folder)).toEqual(['@chakra-ui/react', 'react', 'vitest']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it.skipIf(!existsSync('.build/prerender'))('the built pre-renderer imports only what production installs', () => {
    expect(notInstalledForProduction(prerenderBundleExternals() ?? [])).toEqual([]);
  });

  it('maps an import to its package', () => {
    expect(['react-dom/server', '@chakra-ui/react/box', 'pg'].map(packageOf)).toEqual(['react-dom', '@chakra-ui/react', 'pg']);
  });
});

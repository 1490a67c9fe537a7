import { expect, test } from '@playwright/test';
import { secretsIn, secretsInFolder, secretValues } from '../support/client-bundle-secrets';
import { E2E_ADMIN_KEY } from '../support/e2e-env';

// No server secret reaches the browser (docs/security.md). The e2e step runs after the build (npm test's
// build step; scripts/start.mjs rebuilds dist/ for this server when it is stale), so dist/ is the
// bundle that ships. tests/unit/client-bundle-secrets.test.ts checks the code and Vite's config.

/** The secrets of the e2e server (playwright.config.ts sets its ADMIN_KEY) and of this environment. */
const secrets = secretValues({ ...process.env, ADMIN_KEY: E2E_ADMIN_KEY });

test('no built file holds a server secret', () => {
  expect(secrets.map(({ name }) => name)).toContain('ADMIN_KEY');
  expect(secretsInFolder('dist', secrets)).toEqual([]);
});

test('no page or configuration the server hands the browser holds a server secret', async ({ request }) => {
  for (const path of ['/runtime-config.js', '/', '/docs/client', '/projects', '/manifest.webmanifest', '/sw.js']) {
    const res = await request.get(path);
    expect(res.ok(), path).toBe(true);
    expect(secretsIn(await res.text(), secrets, path)).toEqual([]);
  }
});

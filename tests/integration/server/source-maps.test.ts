import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebAppServer, type WebAppServer } from '../../support/web-app-server';

/** A stand-in for dist/ with a script and its source map, as `vite build` writes them. */
function distWithSourceMap(root: string): string {
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>PaintQA</title><div id="root"></div>');
  writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log(1);\n//# sourceMappingURL=app-abc123.js.map\n');
  writeFileSync(join(root, 'assets', 'app-abc123.js.map'), JSON.stringify({ version: 3, sources: ['src/secret-logic.ts'], mappings: '' }));
  writeFileSync(join(root, 'sw.js.map'), '{}');
  return root;
}

describe.each<{ setting: string; env: Record<string, string>; served: boolean }>([
  { setting: 'unset', env: {}, served: false },
  { setting: 'SERVE_SOURCE_MAPS=true', env: { SERVE_SOURCE_MAPS: 'true' }, served: true },
])('source maps with $setting', ({ env, served }) => {
  let web: WebAppServer;
  beforeAll(async () => {
    web = await startWebAppServer(distWithSourceMap, env);
  });
  afterAll(() => web.close());

  it(served ? 'are served' : 'answer 404 in the one error shape, the script itself still served', async () => {
    for (const url of ['/assets/app-abc123.js.map', '/sw.js.map', '/assets/APP-abc123.js.MAP']) {
      const res = await web.app.inject({ method: 'GET', url });
      if (served && url !== '/assets/APP-abc123.js.MAP') {
        expect(res.statusCode, url).toBe(200);
      } else {
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ error: 'Not found', code: 'not_found' });
        expect(res.body).not.toContain('secret-logic');
      }
    }
    expect((await web.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
  });
});

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import type { TestServer } from '../../support/server';
import { startWebAppServer, type WebAppServer } from '../../support/web-app-server';

// The public and docs pages served pre-rendered (src/server/plugins/prerendered-pages.ts), with a
// stand-in for the pre-renderer's bundle that `vite build` puts in .build/prerender beside dist/.
describe('serving pre-rendered pages', () => {
  let web: WebAppServer;
  let server: TestServer;
  let app: App;

  beforeAll(async () => {
    web = await startWebAppServer((folder) => {
      const root = join(folder, 'dist');
      mkdirSync(root);
      mkdirSync(join(folder, '.build/prerender'), { recursive: true });
      writeFileSync(join(root, 'index.html'), '<!doctype html><title>PaintQA</title><div id="root"></div>');
      // Renders /about only, with the deployment's provider name, and counts its calls.
      writeFileSync(
        join(folder, '.build/prerender/render.js'),
        `export function documentKey(pathname) {
           return /^\\/projects\\/[^/]+$/.test(pathname) ? '/projects/:projectCode' : pathname;
         }
         export async function renderDocument(template, pathname, config) {
           if (pathname === '/broken') throw new Error('render failed');
           if (pathname.startsWith('/projects/')) {
             globalThis.__shellCalls = (globalThis.__shellCalls ?? 0) + 1;
             return template.replace('<div id="root"></div>', '<div id="signed-in-shell"><h1>Project</h1></div><div id="root"></div>');
           }
           if (pathname !== '/about') return null;
           globalThis.__prerenderCalls = (globalThis.__prerenderCalls ?? 0) + 1;
           return template.replace('<div id="root"></div>', '<div id="prerendered"><h1>About ' + config.provider.name + '</h1></div><div id="root"></div>');
         }`,
      );
      return root;
    });
    ({ server, app } = web);
  });
  afterAll(() => web.close());

  it('answers a pre-rendered path with its page, compressed, rendered once', async () => {
    for (let visit = 0; visit < 2; visit += 1) {
      const res = await app.inject({ method: 'GET', url: '/about?utm_source=x', headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(gunzipSync(res.rawPayload).toString()).toContain(`<h1>About ${server.config.PROVIDER_NAME}</h1>`);
    }
    expect((globalThis as { __prerenderCalls?: number }).__prerenderCalls).toBe(1);
    const plain = await app.inject({ method: 'GET', url: '/about' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="prerendered">');
  });

  it('keeps one copy of a screen with a parameter, whatever its address', async () => {
    for (const url of ['/projects/AB-26-0001', '/projects/AB-26-0002', '/projects/AB-26-0001']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="signed-in-shell"><h1>Project</h1></div>');
    }
    expect((globalThis as { __shellCalls?: number }).__shellCalls).toBe(1);
  });

  it('answers other paths, and a failed render, with index.html', async () => {
    for (const url of ['/projects', '/broken']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<!doctype html><title>PaintQA</title><div id="root"></div>');
    }
  });
});

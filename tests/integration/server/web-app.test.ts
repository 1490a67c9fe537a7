import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import type { TestServer } from '../../support/server';
import { startWebAppServer, type WebAppServer } from '../../support/web-app-server';

describe('serving the web app', () => {
  let web: WebAppServer;
  let server: TestServer;
  let app: App;

  beforeAll(async () => {
    web = await startWebAppServer((root) => {
      mkdirSync(join(root, 'assets'));
      writeFileSync(join(root, 'index.html'), '<!doctype html><title>PaintQA</title><div id="root"></div>');
      writeFileSync(join(root, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
      return root;
    });
    ({ server, app } = web);
  });
  afterAll(() => web.close());

  it('answers app paths with index.html, so the router can show any screen or not-found', async () => {
    for (const url of ['/', '/projects/BC-26-0001', '/docs/client', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('sends the app shell compressed as the browser accepts', async () => {
    const res = await app.inject({ method: 'GET', url: '/projects', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  it('never answers /api or /auth paths with the app', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/unknown' })).statusCode).toBe(404);
    const auth = await app.inject({ method: 'GET', url: '/auth/v1/unknown', headers: { apikey: server.config.anonKey } });
    expect(auth.statusCode).toBe(404);
    expect(auth.headers['content-type']).toContain('application/json');
  });

  it('serves hashed assets compressed and cached for a year, and a missing asset as 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing-123.js' })).statusCode).toBe(404);
  });

  it('serves the runtime configuration the browser reads', async () => {
    const res = await app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    const config = JSON.parse(res.body.replace(/^window\.__PORTAL_CONFIG__=/, '').replace(/;\s*$/, ''));
    expect(config).toMatchObject({ supabaseUrl: null, anonKey: server.config.anonKey, staffEmailDomain: server.config.STAFF_EMAIL_DOMAIN });
  });
});

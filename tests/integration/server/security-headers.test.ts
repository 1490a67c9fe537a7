import { createHash } from 'node:crypto';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import { startTestServer, type TestServer } from '../../support/server';
import { startWebAppServer, type WebAppServer } from '../../support/web-app-server';

/** The directives of a CSP header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const policy = String(header ?? '');
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The sha256 CSP source of each inline script in an HTML page, computed here independently. */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('forbid framing and sniffing and keep referrers on this origin, on answers and on errors', async () => {
    for (const url of ['/api/health', '/api/nope', '/runtime-config.js']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(directives(res.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('sends HSTS only when the request came over HTTPS (a trusted proxy saying so counts)', async () => {
    const request = { method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } } as const;
    // Without TRUST_PROXY a caller's own X-Forwarded-Proto is not believed.
    expect((await server.app.inject(request)).headers['strict-transport-security']).toBeUndefined();
    const proxied = await startTestServer({ env: { TRUST_PROXY: '1' } });
    try {
      expect((await proxied.app.inject(request)).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  });
});

describe('content security policy of the web app', () => {
  let web: WebAppServer;
  let app: App;

  beforeAll(async () => {
    // The repository's index.html: Vite copies its inline theme script into dist/ unchanged.
    web = await startWebAppServer((folder) => {
      copyFileSync('index.html', join(folder, 'index.html'));
      return folder;
    });
    app = web.app;
  });
  afterAll(() => web.close());

  it('allows the served page its inline theme script by hash, and no other inline script', async () => {
    for (const url of ['/', '/projects', '/docs/client']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toContain('text/html');
      const inline = inlineScriptSources(res.body);
      expect(inline, url).toHaveLength(1);
      const policy = directives(res.headers['content-security-policy']);
      expect(policy.get('script-src'), url).toEqual(["'self'", ...inline]);
    }
  });

  it('sends the whole policy: this origin only, inline styles for Emotion, no plugins, no framing', async () => {
    const policy = directives((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(Object.fromEntries([...policy].filter(([name]) => name !== 'script-src'))).toEqual({
      'default-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'"],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
    });
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  });
});

describe('content security policy with a hosted Supabase project', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { SUPABASE_URL: 'https://abcdefgh.supabase.co/', SUPABASE_ANON_KEY: 'hosted-anon-key-0123456789' },
    });
  });
  afterAll(() => server.close());

  it('lets the browser connect to the project for auth', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(directives(res.headers['content-security-policy']).get('connect-src')).toEqual(["'self'", 'https://abcdefgh.supabase.co']);
  });
});

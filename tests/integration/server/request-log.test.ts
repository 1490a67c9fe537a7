import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl, REQUEST_ID_HEADER } from '../../../src/server/plugins/request-log';
import { startTestServer, type TestServer } from '../../support/server';

const SECRETS = {
  bearer: 'eyJhbGciOiJFUzI1NiJ9.secret-access-token',
  apikey: 'secret-anon-key-0123456789',
  cookie: 'sb-session=secret-cookie-value',
  queryToken: 'secret-query-token',
  accessToken: 'secret-access-token-in-query',
  key: 'secret-key-in-query',
  feedToken: 'secret-calendar-feed-token',
};

describe('the request log', () => {
  let server: TestServer;
  const lines: Record<string, unknown>[] = [];
  let raw = '';

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    });
    server = await startTestServer({ env: { LOG_LEVEL: 'info' }, logger: (config) => loggerOptions(config, stream) });
  });
  afterAll(() => server.close());

  it('logs each request with its id, credentials redacted, and answers with the id', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/profile?token=${SECRETS.queryToken}&access_token=${SECRETS.accessToken}&key=${SECRETS.key}&feed_token=${SECRETS.feedToken}&page=2`,
      headers: { authorization: `Bearer ${SECRETS.bearer}`, apikey: SECRETS.apikey, cookie: SECRETS.cookie, 'user-agent': 'log-test' },
    });
    expect(res.statusCode).toBe(401);
    const id = res.headers[REQUEST_ID_HEADER];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const mine = lines.filter((line) => line.reqId === id);
    expect(mine.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    const incoming = mine.find((line) => line.msg === 'incoming request') as { req: { url: string; headers: Record<string, string> } };
    expect(incoming.req.url).toBe('/api/profile?token=[Redacted]&access_token=[Redacted]&key=[Redacted]&feed_token=[Redacted]&page=2');
    expect(incoming.req.headers).toMatchObject({ authorization: '[Redacted]', apikey: '[Redacted]', cookie: '[Redacted]', 'user-agent': 'log-test' });
    expect(mine.find((line) => line.msg === 'request completed')).toMatchObject({ res: { statusCode: 401 } });
    for (const secret of Object.values(SECRETS)) expect(raw).not.toContain(secret);
  });

  it('masks a calendar feed token carried in the path', async () => {
    const token = 'secret-calendar-feed-path-token';
    const res = await server.app.inject({ method: 'GET', url: `/api/calendar/feeds/${token}/visits.ics` });
    expect(res.statusCode).toBe(404);
    const incoming = lines.find((line) => line.reqId === res.headers[REQUEST_ID_HEADER] && line.msg === 'incoming request') as { req: { url: string } };
    expect(incoming.req.url).toBe('/api/calendar/feeds/[Redacted]/visits.ics');
    expect(raw).not.toContain(token);
    expect(redactUrl(`/api/calendar/feeds/${token}/visits.ics?x=1`)).toBe('/api/calendar/feeds/[Redacted]/visits.ics?x=1');
  });

  it('keeps the id a proxy sent, and replaces one that is not a plain token', async () => {
    const forwarded = await server.app.inject({ method: 'GET', url: '/api/health', headers: { [REQUEST_ID_HEADER]: 'lb-1234.abcd' } });
    expect(forwarded.headers[REQUEST_ID_HEADER]).toBe('lb-1234.abcd');
    const injected = await server.app.inject({ method: 'GET', url: '/api/health', headers: { [REQUEST_ID_HEADER]: 'x"\n{"admin":true}' } });
    expect(injected.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('carries the id on error answers too', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/auth/v1/verify?token=abc&type=signup&redirect_to=%2F', '/auth/v1/verify?token=[Redacted]&type=signup&redirect_to=%2F'],
    ['/x?refresh_token=a&token_hash=b&apikey=c&code=d&q=key', '/x?refresh_token=[Redacted]&token_hash=[Redacted]&apikey=[Redacted]&code=[Redacted]&q=key'],
    ['/x?accessToken=a&api%5Fkey=b&keyword=paint', '/x?accessToken=[Redacted]&api%5Fkey=[Redacted]&keyword=paint'],
    ['/api/projects?search=tower&page=1', '/api/projects?search=tower&page=1'],
    ['/api/projects', '/api/projects'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

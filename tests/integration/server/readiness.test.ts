import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenWhileStarting } from '../../../src/server/starting-server';
import { freePort, startTestServer, type TestServer } from '../../support/server';

const expectUnavailable = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, code: string) => {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('10');
  expect(res.json()).toEqual({ error: expect.any(String), message: expect.any(String), code });
};

describe('GET /api/ready', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 200 once the app is ready, 503 while it is not and while it drains; health stays 200', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });

    server.app.readiness.started = false;
    expectUnavailable(await server.app.inject({ method: 'GET', url: '/api/ready' }), 'starting');
    server.app.readiness.started = true;

    server.app.readiness.draining = true;
    try {
      expectUnavailable(await server.app.inject({ method: 'GET', url: '/api/ready' }), 'shutting_down');
      // Still alive and still serving the requests that reach it while the balancer lets go.
      expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await server.app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
    } finally {
      server.app.readiness.draining = false;
    }
  });
});

/** A raw HTTP/1.1 connection to `url`: what it received so far, and when it closed. */
function rawConnection(url: string) {
  const socket = connect(Number(new URL(url).port), '127.0.0.1');
  const connection = { socket, received: '', closed: new Promise((resolve) => socket.on('close', resolve)) };
  socket.on('data', (chunk: Buffer) => (connection.received += chunk.toString()));
  return connection;
}

describe('closing gracefully', () => {
  it('finishes the request under way, refuses one that arrives while closing in the one shape, then closes', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const slowStarted = new Promise<void>((resolve) => (started = resolve));
    const server = await startTestServer({
      listen: true,
      beforeReady: (app) =>
        app.get('/api/test-slow', async () => {
          started();
          await released;
          return { finished: true };
        }),
    });
    const head = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n`;
    const slow = rawConnection(server.url);
    slow.socket.write(`${head('/api/test-slow')}\r\n`);
    // A second client is in the middle of sending its request when the shutdown begins.
    const late = rawConnection(server.url);
    late.socket.write(head('/api/projects'));
    await slowStarted;

    const closed = server.close();
    let closedYet = false;
    void closed.then(() => (closedYet = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.app.readiness.draining).toBe(true);
    late.socket.write('\r\n');
    await late.closed;
    expect(late.received).toMatch(/^HTTP\/1\.1 503/);
    expect(late.received).toMatch(/retry-after: 10/i);
    expect(late.received).toContain('"code":"shutting_down"');
    expect(closedYet).toBe(false);

    release();
    await Promise.all([closed, slow.closed]);
    expect(slow.received).toMatch(/^HTTP\/1\.1 200/);
    expect(slow.received).toMatch(/connection: close/i);
    expect(slow.received).toContain('{"finished":true}');
  });
});

describe('back-pressure', () => {
  let server: TestServer;
  beforeAll(async () => {
    // 1 MB of heap: always over, once under-pressure has taken its first sample (every second).
    server = await startTestServer({ env: { MAX_HEAP_USED_MB: '1' } });
    await vi.waitFor(() => expect(server.app.isUnderPressure()).toBe(true), { timeout: 5_000, interval: 100 });
    // Served during the grace after start-up, whose samples still hold start-up's long tasks.
    expect((await server.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await server.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503), {
      timeout: 6_000,
      interval: 200,
    });
  });
  afterAll(() => server.close());

  it('answers 503 with Retry-After in the one error shape, changing nothing', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'A', email: 'a@example.com', message: 'hi' } });
    expectUnavailable(res, 'under_pressure');
    expectUnavailable(await server.app.inject({ method: 'GET', url: '/api/projects' }), 'under_pressure');
  });

  it('takes the replica out of rotation (ready 503) but keeps the liveness check at 200', async () => {
    expectUnavailable(await server.app.inject({ method: 'GET', url: '/api/ready' }), 'under_pressure');
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('is off in tests unless a threshold is set, on by default elsewhere', async () => {
    const { pressureThresholds } = await import('../../../src/server/plugins/availability');
    expect(pressureThresholds({ NODE_ENV: 'test' })).toEqual({ maxEventLoopDelay: 0, maxHeapUsedBytes: 0 });
    const production = pressureThresholds({ NODE_ENV: 'production' });
    expect(production.maxEventLoopDelay).toBe(2000);
    expect(production.maxHeapUsedBytes).toBeGreaterThan(100 * 1024 * 1024);
    expect(pressureThresholds({ NODE_ENV: 'production', MAX_EVENT_LOOP_DELAY_MS: 0, MAX_HEAP_USED_MB: 0 })).toEqual({ maxEventLoopDelay: 0, maxHeapUsedBytes: 0 });
  });
});

describe('while the database migrates', () => {
  it('the port answers every request 503 "starting" in the one shape, then frees the port for the app', async () => {
    const port = await freePort();
    const starting = await listenWhileStarting(port, '127.0.0.1');
    for (const path of ['/api/ready', '/api/health', '/']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after')).toBe('10');
      expect(await res.json()).toEqual({ error: 'Server starting', message: expect.any(String), code: 'starting' });
    }
    await starting.close();
    const app = await startTestServer({ env: { PORT: String(port) } });
    try {
      await app.app.listen({ port, host: '127.0.0.1' });
      expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

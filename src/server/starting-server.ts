import { createServer } from 'node:http';
import type { ApiErrorBody } from '../shared/schemas/common';

/** Seconds a client is told to wait (Retry-After) when the server is starting, busy or restarting. */
export const RETRY_AFTER_S = 10;

const STARTING: ApiErrorBody = { error: 'Server starting', message: 'The server is starting. Try again in a few seconds.', code: 'starting' };

/**
 * Holds the port while the database migrates and the app loads, answering every request (the
 * readiness and liveness checks included) 503 `starting` in the one error shape, so a balancer
 * sees a replica that is on its way rather than a refused connection (docs/production.md, Health
 * and readiness). `close()` frees the port for the app.
 */
export async function listenWhileStarting(port: number, host: string): Promise<{ close(): Promise<void> }> {
  const body = JSON.stringify(STARTING);
  const server = createServer((_request, response) => {
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': String(RETRY_AFTER_S),
      connection: 'close',
    });
    response.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

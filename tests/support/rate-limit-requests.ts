import type { TestServer } from './server';

/** Every test request comes through one reverse proxy at this address (TRUST_PROXY=1 believes its X-Forwarded-For). */
export const PROXY_ADDRESS = '10.9.0.1';

/** A password sign-in from `client`, as the proxy forwards it (no `client`: straight from the proxy's address). */
export function passwordSignIn(server: TestServer, email: string, password: string, client?: string) {
  return server.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    headers: { apikey: server.config.anonKey, ...(client ? { 'x-forwarded-for': client } : {}) },
    remoteAddress: PROXY_ADDRESS,
    payload: { email, password },
  });
}

let signUps = 0;

/** Register a confirmed account (AUTH_AUTOCONFIRM is on in tests) from an address of its own. */
export async function registeredAccount(server: TestServer, email: string, password: string): Promise<void> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    headers: { apikey: server.config.anonKey },
    remoteAddress: `10.8.0.${(signUps += 1)}`,
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up of ${email}: ${res.statusCode} ${res.body}`);
}

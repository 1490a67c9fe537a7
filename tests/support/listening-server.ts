import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './server';
import { signedInUser, type SignedInUser } from './signed-in-users';

/**
 * For a describe block: a listening test server (supabase-js can talk to its embedded auth) and a
 * signed-in Admin, started before the block's tests and closed after them. Read them in the tests.
 */
export function listeningServerWithAdmin(): { server: TestServer; admin: SignedInUser } {
  const context = {} as { server: TestServer; admin: SignedInUser };
  beforeAll(async () => {
    context.server = await startTestServer({ listen: true });
    context.admin = await signedInUser(context.server, 'Admin');
  });
  afterAll(() => context.server.close());
  return context;
}

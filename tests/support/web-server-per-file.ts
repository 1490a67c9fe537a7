import { afterAll, afterEach, beforeAll } from 'vitest';
import { getSupabase } from '@/lib/supabase-client';
import { startWebTestServer, type WebTestServer } from './web-server';

export interface ServerPerFileOptions {
  /** When the page's auth client signs out: after the file (default), after each test, or never. */
  signOut?: 'afterAll' | 'afterEach' | 'never';
}

/**
 * The real server for one web test file: started before its tests (with `env`, as
 * startWebTestServer takes it) and closed after them, the page's auth client signed out so no
 * session outlives the file. Call at the top of the file; the object it returns is filled in when
 * the server has started, so a later beforeAll (seeding, signing in) can use it.
 */
export function webTestServerPerFile(env: Record<string, string> = {}, { signOut = 'afterAll' }: ServerPerFileOptions = {}): WebTestServer {
  const server = {} as WebTestServer;
  const signOutHere = () => getSupabase().auth.signOut({ scope: 'local' });
  beforeAll(async () => {
    Object.assign(server, await startWebTestServer(env));
  }, 60_000);
  if (signOut === 'afterEach') afterEach(signOutHere);
  afterAll(async () => {
    if (signOut === 'afterAll') await signOutHere();
    await server.close?.();
  }, 30_000);
  return server;
}

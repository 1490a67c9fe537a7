import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { TestServer } from './server';

/** The real supabase-js client, pointed at a test server's embedded auth. */
export function supabaseFor(server: TestServer): SupabaseClient {
  return createClient(server.url, server.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}

let counter = 0;
/** A unique e-mail address for one test user. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

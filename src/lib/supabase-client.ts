import { AuthClient, type GoTrueClient } from '@supabase/auth-js';
import { AUTH_STORAGE_KEY } from './auth-storage';
import { getRuntimeConfig, supabaseBaseUrl } from './runtime-config';

/**
 * What the browser uses of Supabase: its auth client (supabase-js' `supabase.auth`). Nothing in
 * the browser queries Supabase's database, storage, functions or realtime (the product API is
 * this portal's own), so the app builds the auth client from @supabase/auth-js, the package
 * supabase-js itself wraps, instead of the whole supabase-js client: less than half its size.
 */
export interface PortalSupabase {
  auth: GoTrueClient;
}

let client: PortalSupabase | null = null;

/**
 * The one auth client, created on first use from the runtime configuration (the portal's own
 * origin when supabaseUrl is null), with the options and headers supabase-js' createClient
 * gives its own: the anon key as `apikey` and bearer, the session in localStorage under a fixed
 * key, tokens refreshed, and the session of an auth redirect read from the URL (implicit flow).
 * Loaded on demand (loadSupabase in ./supabase.ts): the only module that imports it at runtime.
 */
export function getSupabase(): PortalSupabase {
  if (!client) {
    const { anonKey } = getRuntimeConfig();
    client = {
      auth: new AuthClient({
        url: new URL('auth/v1', `${supabaseBaseUrl()}/`).href,
        headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
        storageKey: AUTH_STORAGE_KEY,
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        flowType: 'implicit',
      }),
    };
  }
  return client;
}

import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { apiClient } from '@/lib/api-client';
import type { RuntimeConfig } from '@/shared/schemas/runtime-config';

export interface WebTestServer {
  /** Origin of the real server, e.g. http://127.0.0.1:41234 */
  url: string;
  runtimeConfig: RuntimeConfig;
  anonKey: string;
  adminKey: string;
  mailDir: string;
  close(): Promise<void>;
}

// Not `new URL(..., import.meta.url)`: Vite rewrites that pattern in the jsdom environment.
const MAIN = join(dirname(fileURLToPath(import.meta.url)), 'web-test-server-main.ts');

/**
 * The real server (Fastify app, in-memory PGlite, embedded auth) in a child process on a free
 * port, with this page's runtime configuration and API client pointed at it. Call before the
 * first render: the Supabase client is created on first use from window.__PORTAL_CONFIG__.
 */
export async function startWebTestServer(env: Record<string, string> = {}): Promise<WebTestServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, JSON.stringify(env)], {
    cwd: process.cwd(),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`test server exited with code ${code}`)));
  });
  const info = JSON.parse(line) as Omit<WebTestServer, 'close'>;
  window.__PORTAL_CONFIG__ = info.runtimeConfig;
  apiClient.setBaseUrl(info.url);
  return {
    ...info,
    async close() {
      child.stdin!.end();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}

/** A separate supabase-js client for setting up test users (keeps no session). */
export function testSupabase(server: WebTestServer): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

let counter = 0;
/** A unique e-mail address for one test user. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

import { runtimeConfigSchema, type RuntimeConfig } from '@/shared/schemas/runtime-config';

declare global {
  interface Window {
    /** Set by /runtime-config.js, which the server serves before the app's module script. */
    __PORTAL_CONFIG__?: unknown;
  }
}

/** Same-origin defaults: the embedded auth on this origin and no staff domain (nobody is staff by e-mail). */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  supabaseUrl: null,
  anonKey: 'public-anon-key',
  staffEmailDomain: '',
  provider: { name: 'Paint Quality Assurance', address: '', phone: '', email: '' },
};

/**
 * The deployment settings of this page: `window.__PORTAL_CONFIG__` parsed with the shared schema,
 * or the same-origin defaults when it is missing or malformed. Read on every call, so tests can
 * point the app at a test server before rendering.
 */
export function getRuntimeConfig(): RuntimeConfig {
  const raw = typeof window === 'undefined' ? undefined : window.__PORTAL_CONFIG__;
  if (raw === undefined) return DEFAULT_RUNTIME_CONFIG;
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  console.warn('Ignoring an invalid runtime configuration (window.__PORTAL_CONFIG__)', parsed.error.issues);
  return DEFAULT_RUNTIME_CONFIG;
}

/** The origin of this page (http://localhost outside a browser). */
export function currentOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/** Base URL for supabase-js: the configured project, or this page's origin (embedded auth). */
export function supabaseBaseUrl(config: RuntimeConfig = getRuntimeConfig()): string {
  return (config.supabaseUrl ?? currentOrigin()).replace(/\/$/, '');
}

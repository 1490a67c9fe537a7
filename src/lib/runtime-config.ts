import type { RuntimeConfig } from '@/shared/schemas/runtime-config';

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
  provider: { name: 'Paint Quality Assurance', address: '', phone: '', email: '', timeZone: 'UTC' },
};

/** What is wrong with a runtime configuration: the field and the expected type. */
export interface RuntimeConfigIssue {
  path: string;
  expected: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The shared schema's check (src/shared/schemas/runtime-config.ts), written out so the page's
 * entry does not load zod: the known fields with their types (others are dropped), or what is
 * wrong. tests/unit/runtime-config.test.ts holds it to the schema.
 */
export function parseRuntimeConfig(raw: unknown): { config: RuntimeConfig } | { issues: RuntimeConfigIssue[] } {
  const issues: RuntimeConfigIssue[] = [];
  const record = (value: unknown, path: string): Record<string, unknown> => {
    if (isRecord(value)) return value;
    issues.push({ path, expected: 'object' });
    return {};
  };
  const text = (source: Record<string, unknown>, key: string, path = key): string => {
    const value = source[key];
    if (typeof value === 'string') return value;
    issues.push({ path, expected: 'string' });
    return '';
  };
  const root = record(raw, '');
  const provider = record(root.provider, 'provider');
  const supabaseUrl = root.supabaseUrl === null ? null : text(root, 'supabaseUrl');
  const config: RuntimeConfig = {
    supabaseUrl,
    anonKey: text(root, 'anonKey'),
    staffEmailDomain: text(root, 'staffEmailDomain'),
    provider: {
      name: text(provider, 'name', 'provider.name'),
      address: text(provider, 'address', 'provider.address'),
      phone: text(provider, 'phone', 'provider.phone'),
      email: text(provider, 'email', 'provider.email'),
      timeZone: text(provider, 'timeZone', 'provider.timeZone'),
    },
  };
  const testPollIntervalMs = root.testPollIntervalMs;
  if (typeof testPollIntervalMs === 'number' && Number.isInteger(testPollIntervalMs) && testPollIntervalMs > 0) {
    config.testPollIntervalMs = testPollIntervalMs;
  } else if (testPollIntervalMs !== undefined) {
    issues.push({ path: 'testPollIntervalMs', expected: 'positive integer' });
  }
  return issues.length > 0 ? { issues } : { config };
}

/**
 * The deployment settings of this page: `window.__PORTAL_CONFIG__` checked against the shared
 * schema, or the same-origin defaults when it is missing or malformed. Read on every call, so
 * tests can point the app at a test server before rendering.
 */
export function getRuntimeConfig(): RuntimeConfig {
  // globalThis is the window in a browser; the pre-renderer (src/prerender) sets it in Node.
  const raw = (globalThis as { __PORTAL_CONFIG__?: unknown }).__PORTAL_CONFIG__;
  if (raw === undefined) return DEFAULT_RUNTIME_CONFIG;
  const parsed = parseRuntimeConfig(raw);
  if ('config' in parsed) return parsed.config;
  console.warn('Ignoring an invalid runtime configuration (window.__PORTAL_CONFIG__)', parsed.issues);
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

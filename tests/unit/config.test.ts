import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config/env';

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

/** The demo accepts the demo secrets and a local PUBLIC_URL in production (npm start sets it). */
const DEMO = { DEMO: 'true' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(DEMO);
    expect(config.NODE_ENV).toBe('production');
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.SERVE_SOURCE_MAPS).toBe(false);
    expect(config.SHUTDOWN_TIMEOUT_MS).toBe(10_000);
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.pgliteDataDir).toBe('./data/pglite');
    expect(config.mailDir).toBe('./data/mail');
    expect(config.AUTH_AUTOCONFIRM).toBe(true);
    expect(config.JWT_EXPIRY).toBe(3600);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.authMode).toBe('embedded');
    expect(config.authUrl).toBe('http://localhost:3000/auth/v1');
    expect(config.anonKey).toBe(config.AUTH_ANON_KEY);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads booleans, numbers and URLs from strings', () => {
    const config = loadConfig({
      ...DEMO,
      PORT: '8080',
      AUTH_AUTOCONFIRM: 'false',
      JWT_EXPIRY: '600',
      PUBLIC_URL: 'https://portal.example.com/',
      DATABASE_URL: 'postgres://u:p@localhost:5432/db',
      MAIL_DIR: '/tmp/mail',
    });
    expect(config.PORT).toBe(8080);
    expect(config.AUTH_AUTOCONFIRM).toBe(false);
    expect(config.JWT_EXPIRY).toBe(600);
    expect(config.publicUrl).toBe('https://portal.example.com');
    expect(config.mailDir).toBe('/tmp/mail');
  });

  it('switches to a hosted Supabase project when both its settings are given', () => {
    const config = loadConfig({ ...DEMO, SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'anon-key-0123456789abcdef' });
    expect(config.authMode).toBe('supabase');
    expect(config.authUrl).toBe('https://abc.supabase.co/auth/v1');
    expect(config.anonKey).toBe('anon-key-0123456789abcdef');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ AUTH_AUTOCONFIRM: 'maybe' }, 'AUTH_AUTOCONFIRM'],
    [{ JWT_EXPIRY: '5' }, 'JWT_EXPIRY'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ ADMIN_KEY: 'short' }, 'ADMIN_KEY'],
    [{ AUTH_ANON_KEY: 'short' }, 'AUTH_ANON_KEY'],
    [{ STAFF_EMAIL_DOMAIN: 'not a domain' }, 'STAFF_EMAIL_DOMAIN'],
    [{ SUPABASE_URL: 'https://abc.supabase.co' }, 'SUPABASE_ANON_KEY'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ SERVE_SOURCE_MAPS: 'maybe' }, 'SERVE_SOURCE_MAPS'],
    [{ SHUTDOWN_TIMEOUT_MS: 'soon' }, 'SHUTDOWN_TIMEOUT_MS'],
  ])('rejects %o naming %s', (env, variable) => {
    expect(errorOf(env)).toContain(`${variable}:`);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ ...DEMO, PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });
});

/** What a production deployment sets: none of the demo's secrets, confirmation on, a public address. */
const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_KEY: 'a-long-random-administrator-key',
  AUTH_ANON_KEY: 'a-random-anon-key-of-the-portal',
  AUTH_AUTOCONFIRM: 'false',
  PUBLIC_URL: 'https://portal.example.com',
  // A key pair made for this test (npx web-push generate-vapid-keys): production needs one of its own.
  VAPID_PUBLIC_KEY: 'BGVtsxeSrbxR_SKcyEqXvwq4P-J6qzYMKslxOObhP-JvCUuNidhDVRGx8G52jJYi15qaMiUszK-Ieku7y2wLinU',
  VAPID_PRIVATE_KEY: 'mvIXOmcNL6570ZL6ALTnOwOzQEUPmkLmT1awjbRyUYE',
};

describe('production mode (NODE_ENV=production without DEMO=true)', () => {
  it('starts with secrets of its own, confirmation on and a public address', () => {
    expect(loadConfig(PRODUCTION).DEMO).toBe(false);
  });

  it.each([
    ['ADMIN_KEY', { ADMIN_KEY: undefined }, 'published demo key'],
    ['ADMIN_KEY', { ADMIN_KEY: 'demo-admin-key' }, 'published demo key'],
    ['AUTH_ANON_KEY', { AUTH_ANON_KEY: undefined }, 'published demo key'],
    ['AUTH_AUTOCONFIRM', { AUTH_AUTOCONFIRM: undefined }, 'AUTH_AUTOCONFIRM=false'],
    ['AUTH_AUTOCONFIRM', { AUTH_AUTOCONFIRM: 'true' }, 'AUTH_AUTOCONFIRM=false'],
    ['PUBLIC_URL', { PUBLIC_URL: undefined }, 'is missing'],
    ['PUBLIC_URL', { PUBLIC_URL: 'http://localhost:3000' }, 'local address'],
    ['PUBLIC_URL', { PUBLIC_URL: 'http://127.0.0.1:8080' }, 'local address'],
    ['PUBLIC_URL', { PUBLIC_URL: 'http://[::1]:3000' }, 'local address'],
    ['VAPID_PUBLIC_KEY', { VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined }, 'set the Web Push key pair'],
  ])('refuses %s (%o), naming it and what to set', (variable, change, advice) => {
    const message = errorOf({ ...PRODUCTION, ...change } as Record<string, string>);
    expect(message).toMatch(new RegExp(`- ${variable}: .*${advice.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    // Only that variable is refused.
    const named = [...message.matchAll(/- (\w+):/g)].map(([, name]) => name).filter((name) => name !== 'DEMO');
    expect(named).toEqual([variable]);
  });

  it('names every demo setting at once when none is changed', () => {
    const message = errorOf({ NODE_ENV: 'production' });
    for (const variable of ['ADMIN_KEY', 'AUTH_ANON_KEY', 'AUTH_AUTOCONFIRM', 'PUBLIC_URL', 'VAPID_PUBLIC_KEY']) expect(message).toContain(`- ${variable}:`);
  });

  it('accepts the demo settings with DEMO=true, and outside production', () => {
    expect(loadConfig({ NODE_ENV: 'production', DEMO: 'true' }).ADMIN_KEY).toBe('demo-admin-key');
    expect(loadConfig({ NODE_ENV: 'development' }).ADMIN_KEY).toBe('demo-admin-key');
    expect(loadConfig({ NODE_ENV: 'test' }).AUTH_AUTOCONFIRM).toBe(true);
  });

  it('leaves the anon key and auto-confirm to a hosted Supabase project', () => {
    const { AUTH_ANON_KEY: _key, AUTH_AUTOCONFIRM: _confirm, ...rest } = PRODUCTION;
    const config = loadConfig({ ...rest, SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'anon-key-0123456789abcdef' });
    expect(config.authMode).toBe('supabase');
  });
});

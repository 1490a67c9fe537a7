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

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
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
    const config = loadConfig({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'anon-key-0123456789abcdef' });
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
  ])('rejects %o naming %s', (env, variable) => {
    expect(errorOf(env)).toContain(`${variable}:`);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });
});

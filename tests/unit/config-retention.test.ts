import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config/env';

describe('retention settings (docs/production.md, "Retention")', () => {
  it('keeps idempotency keys 90 days and the e-mail log 365 days by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ RETENTION_IDEMPOTENCY_DAYS: 90, RETENTION_EMAIL_LOG_DAYS: 365 });
    expect(loadConfig({ NODE_ENV: 'test', RETENTION_IDEMPOTENCY_DAYS: '120', RETENTION_EMAIL_LOG_DAYS: '730' })).toMatchObject({ RETENTION_IDEMPOTENCY_DAYS: 120, RETENTION_EMAIL_LOG_DAYS: 730 });
  });

  it('refuses fewer than 90 days of idempotency keys, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', RETENTION_IDEMPOTENCY_DAYS: '89' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', RETENTION_IDEMPOTENCY_DAYS: '89' })).toThrow(/RETENTION_IDEMPOTENCY_DAYS: must be at least 90/);
    expect(() => loadConfig({ NODE_ENV: 'test', RETENTION_EMAIL_LOG_DAYS: 'soon' })).toThrow(/RETENTION_EMAIL_LOG_DAYS/);
  });
});

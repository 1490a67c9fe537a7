import { AuthApiError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, SIGN_IN_FAILURES } from '../../../src/shared/constants';
import { startTestServer, type TestServer } from '../../support/server';
import { supabaseFor, uniqueEmail } from '../../support/supabase';

describe('embedded auth: rate limits (RATE_LIMIT=true)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ listen: true, env: { RATE_LIMIT: 'true' } });
  });
  afterAll(() => server.close());

  it('limits failed password sign-ins per account with over_request_rate_limit 429, refreshes are not limited', async () => {
    const client = supabaseFor(server);
    const email = uniqueEmail('brute');
    for (let attempt = 0; attempt < SIGN_IN_FAILURES.max; attempt += 1) {
      const { error } = await client.auth.signInWithPassword({ email, password: `guess-${attempt}` });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    const { error } = await client.auth.signInWithPassword({ email, password: 'one-more-guess' });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    // Another account from the same client is still answered normally.
    const other = await client.auth.signInWithPassword({ email: uniqueEmail('other'), password: 'whatever' });
    expect(other.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    // The same endpoint's refresh grant is not counted.
    const refresh = await client.auth.refreshSession({ refresh_token: 'unknown-token' });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('limits recovery e-mails per address', async () => {
    const client = supabaseFor(server);
    const email = uniqueEmail('flood');
    for (let attempt = 0; attempt < RATE_LIMITS.recover.max; attempt += 1) {
      expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    }
    const { error } = await client.auth.resetPasswordForEmail(email);
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

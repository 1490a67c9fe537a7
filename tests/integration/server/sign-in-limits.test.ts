import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { signInFailures } from '../../../src/server/db/schema';
import { RATE_LIMITS, SIGN_IN_FAILURES } from '../../../src/shared/constants';
import { readMailbox } from '../../support/e2e-mail';
import { passwordSignIn, registeredAccount } from '../../support/rate-limit-requests';
import { drainOutbox, startTestServer, type TestServer } from '../../support/server';
import { uniqueEmail } from '../../support/supabase';

const PASSWORD = 'correct-horse-7';
const MINUTE = 60_000;

/**
 * The per-account and per-address sign-in limits (docs/production.md, "Proxy and rate limits"),
 * behind one trusted proxy (TRUST_PROXY=1), so each attempt can come from another client address.
 */
describe('sign-in limits', () => {
  let server: TestServer;
  let now = Date.now();
  /** Move the server's clock (Date only: timers and the database's now() run on). */
  const advance = (ms: number) => vi.setSystemTime((now += ms));

  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT: 'true', TRUST_PROXY: '1' } });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => server?.close());

  const failuresRow = async (email: string) =>
    (await server.database.db.select().from(signInFailures).where(eq(signInFailures.email, email)))[0];
  const ownerMails = async (to: string) => (await readMailbox(server.mailDir)).filter((mail) => mail.to.includes(to));

  it('stops spraying: one address, one password, many accounts, at 50 attempts', async () => {
    const sprayer = '198.51.100.50';
    for (let attempt = 0; attempt < RATE_LIMITS.signIn.max; attempt += 1) {
      const res = await passwordSignIn(server, uniqueEmail('sprayed'), 'Winter2025!', sprayer);
      expect(res.statusCode, `attempt ${attempt + 1}`).toBe(400);
    }
    const over = await passwordSignIn(server, uniqueEmail('sprayed'), 'Winter2025!', sprayer);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another client behind the same proxy has its own count.
    expect((await passwordSignIn(server, uniqueEmail('sprayed'), 'Winter2025!', '198.51.100.51')).statusCode).toBe(400);
  });

  it('stops stuffing: one account from many addresses, 10 failures, then a doubling back-off a success clears', async () => {
    const email = uniqueEmail('stuffed');
    await registeredAccount(server, email, PASSWORD);
    vi.useFakeTimers({ toFake: ['Date'] });
    advance(0);
    let client = 0;
    const attempt = (password: string) => passwordSignIn(server, email, password, `203.0.113.${(client += 1)}`);

    for (let failure = 0; failure < SIGN_IN_FAILURES.max; failure += 1) {
      expect((await attempt(`guess-${failure}`)).statusCode, `failure ${failure + 1}`).toBe(400);
    }
    for (const backoffMinutes of [1, 2, 4]) {
      const refused = await attempt(PASSWORD);
      expect(refused.statusCode, `back-off of ${backoffMinutes} min`).toBe(429);
      expect(refused.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
      expect(Number(refused.headers['retry-after'])).toBe(backoffMinutes * 60);
      advance(backoffMinutes * MINUTE - 1_000);
      expect((await attempt(PASSWORD)).statusCode, 'one second before the end').toBe(429);
      advance(1_000);
      // One guess after each back-off; failing it starts the next, twice as long.
      expect((await attempt('still-guessing')).statusCode).toBe(400);
    }
    expect(Number((await attempt(PASSWORD)).headers['retry-after'])).toBe(8 * 60);
    advance(8 * MINUTE);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
    expect(await failuresRow(email)).toMatchObject({ failures: 0, backoffs: 0, backoffUntil: null });
    expect((await attempt('typo')).statusCode).toBe(400);
    expect(await failuresRow(email)).toMatchObject({ failures: 1, backoffs: 0 });
  });

  it('e-mails the owner about repeated failures at most once an hour', async () => {
    const email = uniqueEmail('warned');
    await registeredAccount(server, email, PASSWORD);
    vi.useFakeTimers({ toFake: ['Date'] });
    advance(0);
    let client = 0;
    const fail = () => passwordSignIn(server, email, 'wrong-password', `192.0.2.${(client += 1)}`);
    for (let failure = 0; failure < SIGN_IN_FAILURES.max; failure += 1) await fail();
    advance(MINUTE);
    expect((await fail()).statusCode).toBe(400);
    await drainOutbox(server.app);
    const [first, ...others] = await ownerMails(email);
    expect(others).toHaveLength(0);
    expect(first).toMatchObject({ type: 'auth.sign_in_failures', subject: 'Failed sign-ins to your PaintQA Services account' });
    expect(first!.text).toContain('wrong password 10 times');
    expect(first!.text).toContain('"Forgot password?"');

    // An hour after the first warning, the next failure after a back-off warns again.
    advance(SIGN_IN_FAILURES.ownerNoticeEveryMs);
    for (let failure = 0; failure < SIGN_IN_FAILURES.max; failure += 1) await fail();
    await drainOutbox(server.app);
    expect(await ownerMails(email)).toHaveLength(2);
  });

  it('answers an e-mail no account can have (too long) as wrong credentials, storing nothing', async () => {
    const email = `${'x'.repeat(5_000)}@example.com`;
    const res = await passwordSignIn(server, email, 'whatever', '100.64.9.9');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'invalid_credentials' });
    expect(await failuresRow(email)).toBeUndefined();
  });

  it('treats an unknown e-mail like an account: same answers, no e-mail to anyone', async () => {
    const known = uniqueEmail('known');
    const unknown = uniqueEmail('nobody');
    await registeredAccount(server, known, PASSWORD);
    const answers = async (email: string) => {
      const seen: string[] = [];
      for (let attempt = 0; attempt <= SIGN_IN_FAILURES.max; attempt += 1) {
        const res = await passwordSignIn(server, email, 'wrong-password', `100.64.0.${attempt + 1}`);
        seen.push(`${res.statusCode} ${res.json<{ error_code: string }>().error_code} ${res.headers['retry-after'] ?? ''}`);
      }
      return seen;
    };
    const unknownAnswers = await answers(unknown);
    expect(unknownAnswers).toEqual(await answers(known));
    expect(unknownAnswers.at(-1)).toBe('429 over_request_rate_limit 60');
    await drainOutbox(server.app);
    expect(await ownerMails(unknown)).toHaveLength(0);
  });
});

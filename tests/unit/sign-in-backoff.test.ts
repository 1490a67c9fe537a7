import { describe, expect, it } from 'vitest';
import { backoffMs, decideAttempt } from '../../src/server/auth/sign-in-limits';
import type { SignInFailures } from '../../src/server/auth/sign-in-failures-repo';
import { SIGN_IN_FAILURES } from '../../src/shared/constants';

const MINUTE = 60_000;
const T0 = new Date('2030-03-01T10:00:00Z').getTime();
const at = (minutes: number) => new Date(T0 + minutes * MINUTE);
const row = (change: Partial<SignInFailures>): SignInFailures => ({
  email: 'owner@example.com',
  failures: 0,
  windowStartedAt: at(0),
  backoffUntil: null,
  backoffs: 0,
  notifiedAt: null,
  updatedAt: at(0),
  ...change,
});

describe('the per-account sign-in back-off', () => {
  it('doubles from 1 minute and stops at 15', () => {
    expect([0, 1, 2, 3, 4, 5, 30].map((n) => backoffMs(n) / MINUTE)).toEqual([1, 2, 4, 8, 15, 15, 15]);
  });

  it('starts with the 10th failure in the window, not before', () => {
    expect(decideAttempt(row({ failures: SIGN_IN_FAILURES.max - 2 }), at(5))).toMatchObject({ allowed: true, inBackoff: false });
    expect(decideAttempt(row({ failures: SIGN_IN_FAILURES.max - 1 }), at(5))).toMatchObject({
      allowed: true,
      inBackoff: true,
      change: { failures: SIGN_IN_FAILURES.max, backoffs: 1, backoffUntil: at(6) },
    });
  });

  it('refuses during a back-off with the time left', () => {
    expect(decideAttempt(row({ failures: 10, backoffs: 3, backoffUntil: at(8) }), at(5))).toEqual({ allowed: false, retryAfterMs: 3 * MINUTE });
  });

  it('starts afresh once a window passes: 15 minutes after the first failure, or after the last back-off ends', () => {
    expect(decideAttempt(row({ failures: 9 }), at(15))).toMatchObject({ change: { failures: 1, backoffs: 0, windowStartedAt: at(15) } });
    const afterBackoff = row({ failures: 14, backoffs: 5, backoffUntil: at(30) });
    expect(decideAttempt(afterBackoff, at(44))).toMatchObject({ change: { failures: 15, backoffs: 6, backoffUntil: at(59) } });
    expect(decideAttempt(afterBackoff, at(45))).toMatchObject({ inBackoff: false, change: { failures: 1, backoffs: 0, backoffUntil: null } });
  });
});

import { describe, expect, it } from 'vitest';
import { ADMIN_GRANT_TTL_SECONDS } from '../../src/shared/constants';
import { adminKeyMatches, issueAdminGrant, verifyAdminGrant } from '../../src/server/services/admin-grant';

const KEY = 'correct-horse-battery';

describe('administrator key and grant', () => {
  it('matches only the exact key', () => {
    expect(adminKeyMatches(KEY, KEY)).toBe(true);
    expect(adminKeyMatches(`${KEY} `, KEY)).toBe(false);
    expect(adminKeyMatches('', KEY)).toBe(false);
  });

  it('issues a grant that verifies to a unique id', async () => {
    const [a, b] = await Promise.all([issueAdminGrant(KEY), issueAdminGrant(KEY)]);
    const [idA, idB] = await Promise.all([verifyAdminGrant(a, KEY), verifyAdminGrant(b, KEY)]);
    expect(idA).toMatch(/^[0-9a-f-]{36}$/);
    expect(idB).not.toBe(idA);
  });

  it('rejects a grant made with another key, a tampered grant, an expired grant and non-strings', async () => {
    const grant = await issueAdminGrant(KEY);
    expect(await verifyAdminGrant(grant, 'another-admin-key')).toBeNull();
    expect(await verifyAdminGrant(`${grant.slice(0, -2)}xx`, KEY)).toBeNull();
    const old = await issueAdminGrant(KEY, new Date(Date.now() - (ADMIN_GRANT_TTL_SECONDS + 60) * 1000));
    expect(await verifyAdminGrant(old, KEY)).toBeNull();
    expect(await verifyAdminGrant(undefined, KEY)).toBeNull();
    expect(await verifyAdminGrant(42, KEY)).toBeNull();
  });
});

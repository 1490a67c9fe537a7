import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, clearStoredSession, hasStoredSession, usableStoredSession } from '@/lib/auth-storage';
import { OFFLINE_CACHE } from '@/shared/constants';
import { urlCarriesAuthResult } from '@/lib/supabase';

/** A Storage in memory (the unit project runs in node). */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

describe('the stored session, without the auth client', () => {
  it('is found under the fixed key only', () => {
    expect(hasStoredSession(memoryStorage())).toBe(false);
    expect(hasStoredSession(memoryStorage({ theme: 'dark' }))).toBe(false);
    expect(hasStoredSession(memoryStorage({ [AUTH_STORAGE_KEY]: '{"access_token":"a"}' }))).toBe(true);
  });

  it('counts as possibly there when storage cannot be read', () => {
    const blocked = {
      getItem() {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;
    expect(hasStoredSession(blocked)).toBe(true);
  });

  it('is cleared with its companions, and nothing else', () => {
    const storage = memoryStorage({ [AUTH_STORAGE_KEY]: 's', [`${AUTH_STORAGE_KEY}-code-verifier`]: 'v', theme: 'dark' });
    clearStoredSession(storage);
    expect(hasStoredSession(storage)).toBe(false);
    expect(storage.length).toBe(1);
    expect(storage.getItem('theme')).toBe('dark');
  });
});

describe('auth redirects in the URL (the auth client must read them at once)', () => {
  it.each([
    ['#access_token=a&refresh_token=r&type=recovery', '', true],
    ['#access_token=a&type=signup', '', true],
    ['#error=access_denied&error_code=otp_expired&error_description=Link+expired', '', true],
    ['', '?error_description=bad', true],
    ['', '?login=true', false],
    ['#faq', '', false],
    ['#my_access_token=a', '', false],
    ['', '', false],
  ])('hash %j, query %j: %s', (hash, search, expected) => {
    expect(urlCarriesAuthResult({ hash, search })).toBe(expected);
  });
});

describe('the stored session used at start, before the auth client loads', () => {
  const now = Date.UTC(2026, 10, 23, 12);
  const session = (expiresInMs: number) => ({
    access_token: 'access',
    refresh_token: 'refresh',
    expires_at: (now + expiresInMs) / 1000,
    user: { id: 'user-1', email: 'inspector@paintqa.example' },
  });
  const stored = (value: unknown) => memoryStorage({ [AUTH_STORAGE_KEY]: JSON.stringify(value) });

  it('is the stored session while its access token lasts beyond the margin', () => {
    expect(usableStoredSession(stored(session(60 * 60_000)), now)?.user.id).toBe('user-1');
  });

  it('is none when the token is about to expire (the auth client refreshes it first)', () => {
    expect(usableStoredSession(stored(session(OFFLINE_CACHE.storedSessionMarginMs - 1)), now)).toBeNull();
    expect(usableStoredSession(stored(session(-60_000)), now)).toBeNull();
  });

  it('is none without a whole session, with damaged JSON or blocked storage', () => {
    expect(usableStoredSession(memoryStorage(), now)).toBeNull();
    expect(usableStoredSession(stored({ access_token: 'a', expires_at: now / 1000 + 3600, user: { id: 'u' } }), now)).toBeNull();
    expect(usableStoredSession(stored({ ...session(3_600_000), user: null }), now)).toBeNull();
    expect(usableStoredSession(memoryStorage({ [AUTH_STORAGE_KEY]: '{not json' }), now)).toBeNull();
    const blocked = {
      getItem() {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;
    expect(usableStoredSession(blocked, now)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, clearStoredSession, hasStoredSession } from '@/lib/auth-storage';
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

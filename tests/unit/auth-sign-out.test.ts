import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signOutWithFallback, type SignOutAuth } from '@/lib/auth/sign-out';

function setup(answers: Array<{ error: unknown } | Error>) {
  const calls: unknown[] = [];
  const auth: SignOutAuth = {
    signOut: vi.fn(async (options?: { scope?: 'global' | 'local' | 'others' }) => {
      calls.push(options);
      const answer = answers.shift() ?? { error: null };
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  };
  const deps = { auth, clearStoredSession: vi.fn(), clearAuthState: vi.fn(), reload: vi.fn() };
  return { deps, calls };
}

describe('sign-out with fallback', () => {
  beforeAll(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('a normal sign-out is enough when it works', async () => {
    const { deps, calls } = setup([{ error: null }]);
    await expect(signOutWithFallback(deps)).resolves.toBe('local');
    expect(calls).toEqual([undefined]);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('on failure, a global sign-out', async () => {
    const { deps, calls } = setup([{ error: new Error('network') }, { error: null }]);
    await expect(signOutWithFallback(deps)).resolves.toBe('global');
    expect(calls).toEqual([undefined, { scope: 'global' }]);
    expect(deps.clearStoredSession).not.toHaveBeenCalled();
  });

  it('if that fails too, deletes the stored session and reloads', async () => {
    const { deps } = setup([{ error: new Error('a') }, { error: new Error('b') }]);
    await expect(signOutWithFallback(deps)).resolves.toBe('forced');
    expect(deps.clearStoredSession).toHaveBeenCalledOnce();
    expect(deps.reload).toHaveBeenCalledOnce();
  });

  it('a thrown error clears the stored session, backend user and sync error, then reloads', async () => {
    const { deps } = setup([new Error('boom')]);
    await expect(signOutWithFallback(deps)).resolves.toBe('forced');
    expect(deps.clearStoredSession).toHaveBeenCalledOnce();
    expect(deps.clearAuthState).toHaveBeenCalledOnce();
    expect(deps.reload).toHaveBeenCalledOnce();
    expect(deps.clearAuthState.mock.invocationCallOrder[0]!).toBeLessThan(deps.reload.mock.invocationCallOrder[0]!);
  });
});

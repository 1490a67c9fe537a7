// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetBackendUser, rememberBackendUser, rememberedBackendUser } from '@/lib/auth/remembered-user';
import type { BackendUser } from '@/shared/schemas/auth';

const inspector: BackendUser = {
  id: '00000000-0000-4000-8000-000000000002',
  email: 'inspector@paintqa.example',
  first_name: 'Ivy',
  last_name: null,
  user_role: 'Inspector',
  company_id: null,
  status: 'active',
};

/** The last backend user per auth user on this device (docs/offline.md, "The right role offline"). */
describe('remembered backend user', () => {
  afterEach(() => localStorage.clear());

  it('is kept per auth user and forgotten on request', () => {
    rememberBackendUser('auth-1', inspector);
    expect(rememberedBackendUser('auth-1')).toEqual(inspector);
    expect(rememberedBackendUser('auth-2')).toBeNull();
    forgetBackendUser('auth-1');
    expect(rememberedBackendUser('auth-1')).toBeNull();
  });

  it('ignores a stored value that is not a backend user (a tampered or damaged entry)', () => {
    localStorage.setItem('paintqa-backend-user:auth-1', JSON.stringify({ user: { ...inspector, user_role: 'Root' } }));
    expect(rememberedBackendUser('auth-1')).toBeNull();
    localStorage.setItem('paintqa-backend-user:auth-1', '{not json');
    expect(rememberedBackendUser('auth-1')).toBeNull();
  });
});

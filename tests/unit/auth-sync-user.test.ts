import type { Session } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { backendUserOf, syncUserWithBackend } from '@/lib/auth/sync-user';
import { MESSAGES } from '@/shared/messages';
import { syncResponseSchema } from '@/shared/schemas/auth';

const session = {
  access_token: 'access-1',
  refresh_token: 'r',
  expires_in: 3600,
  token_type: 'bearer',
  user: { id: 'u1', email: 'pat@example.com', user_metadata: { user_type: 'client' }, app_metadata: {}, aud: 'authenticated', created_at: '' },
} as Session;

const backendUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'pat@example.com',
  first_name: 'Pat',
  last_name: null,
  user_role: 'Client',
  company_id: null,
  status: 'active',
};

function apiAnswering(status: number, body: string) {
  const fetchImpl = vi.fn(async () => new Response(body || null, { status }));
  const api = createApiClient({ getAccessToken: async () => null, fetch: fetchImpl as unknown as typeof fetch });
  return { api, fetchImpl };
}

describe('sync with the backend', () => {
  const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => errorLog.mockClear());

  it('posts the user plus its access token with the bearer token, and returns the backend user', async () => {
    const { api, fetchImpl } = apiAnswering(200, JSON.stringify({ user: backendUser }));
    await expect(syncUserWithBackend(api, session)).resolves.toEqual({ backendUser, error: null });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/sync');
    expect(JSON.parse(init.body as string)).toEqual({ user: { ...session.user, access_token: 'access-1' } });
    expect(init.headers).toMatchObject({ Authorization: 'Bearer access-1' });
  });

  it("not OK without a message: 'Failed to sync user with backend', logged", async () => {
    const { api } = apiAnswering(500, '');
    await expect(syncUserWithBackend(api, session)).resolves.toEqual({ backendUser: null, error: MESSAGES.syncFailed, reachedServer: true });
    expect(errorLog).toHaveBeenCalled();
  });

  it("not OK with a message: the server's message", async () => {
    const { api } = apiAnswering(403, JSON.stringify({ error: 'This account is suspended.', message: 'x', code: 'forbidden' }));
    await expect(syncUserWithBackend(api, session)).resolves.toEqual({ backendUser: null, error: 'This account is suspended.', reachedServer: true });
  });

  it("OK but no user: 'Failed to sync user data'", async () => {
    const { api } = apiAnswering(200, JSON.stringify({}));
    await expect(syncUserWithBackend(api, session)).resolves.toEqual({ backendUser: null, error: MESSAGES.syncNoUser, reachedServer: true });
    expect(errorLog).toHaveBeenCalled();
  });

  it("a network failure: 'Failed to sync user with backend'", async () => {
    const api = createApiClient({
      getAccessToken: async () => null,
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    });
    await expect(syncUserWithBackend(api, session)).resolves.toEqual({ backendUser: null, error: MESSAGES.syncFailed, reachedServer: false });
  });
});

// The browser checks the sync answer without zod (so signed-in pages do not load it); these
// answers hold that check to the shared schema the server answers with.
describe('backendUserOf agrees with syncResponseSchema', () => {
  const answers: [string, unknown][] = [
    ['a valid user', { user: backendUser }],
    ['staff with a company', { user: { ...backendUser, user_role: 'Admin', company_id: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' } }],
    ['extra fields (dropped)', { user: { ...backendUser, phone: '1', created_at: 'x' }, extra: true }],
    ['suspended', { user: { ...backendUser, status: 'suspended' } }],
    ['the nil uuid', { user: { ...backendUser, id: '00000000-0000-0000-0000-000000000000' } }],
    ['no user', {}],
    ['user null', { user: null }],
    ['user an array', { user: [] }],
    ['id not a uuid', { user: { ...backendUser, id: 'u1' } }],
    ['uuid with a bad variant', { user: { ...backendUser, id: '00000000-0000-4000-7000-000000000001' } }],
    ['unknown role', { user: { ...backendUser, user_role: 'Owner' } }],
    ['unknown status', { user: { ...backendUser, status: 'deleted' } }],
    ['email missing', { user: { ...backendUser, email: undefined } }],
    ['first_name missing', { user: { ...backendUser, first_name: undefined } }],
    ['company_id not a uuid', { user: { ...backendUser, company_id: 'acme' } }],
    ['a string', 'user'],
    ['null', null],
  ];
  it.each(answers)('%s', (_name, answer) => {
    const expected = syncResponseSchema.safeParse(answer);
    expect(backendUserOf(answer)).toEqual(expected.success ? expected.data.user : null);
  });
});

import { apiClient } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase-client';
import type { CreateRequestInput, RequestSummary } from '@/shared/schemas/requests';
import { testSupabase, uniqueEmail, type WebTestServer } from './web-server';

export const TEST_PASSWORD = 'paint-secret-1';

export interface WebTestUser {
  id: string;
  email: string;
}

/**
 * Sign up a user on the real server and sign the page's auth client in as them (the app then
 * finds the session on render), and sync the portal profile (role from the sign-up type).
 * Administrators get the grant of a valid administrator key first, as the register form does.
 */
export async function signInNewUser(server: WebTestServer, kind: 'client' | 'admin', firstName = kind === 'admin' ? 'Ada' : 'Cleo'): Promise<WebTestUser> {
  const email = uniqueEmail(kind);
  let grant: string | undefined;
  if (kind === 'admin') {
    ({ grant } = await apiClient.post<{ grant: string }>('/api/auth/validate-admin-key', { adminKey: server.adminKey }, { auth: false }));
  }
  const created = await testSupabase(server).auth.signUp({
    email,
    password: TEST_PASSWORD,
    options: { data: { first_name: firstName, last_name: 'Tester', user_type: kind, ...(grant ? { admin_grant: grant } : {}) } },
  });
  if (created.error) throw created.error;
  const { data, error } = await getSupabase().auth.signInWithPassword({ email, password: TEST_PASSWORD });
  if (error || !data.session) throw error ?? new Error('no session');
  await apiClient.post('/api/auth/sync', { user: { ...data.session.user, access_token: data.session.access_token } });
  return { id: data.session.user.id, email };
}

/** A valid RFI body (what the form sends). */
export function rfiBody(overrides: Partial<CreateRequestInput> = {}): CreateRequestInput {
  return {
    type: 'inspection',
    project_name: 'Harbourview School repaint',
    site_address: '400 Harbour Street',
    city: 'Vancouver',
    region: 'BC',
    sector: 'public',
    building_type: 'school',
    work_type: 'repaint',
    contract_amount: 180000,
    parties: {},
    desired_start_date: '2026-06-01',
    description: 'Interior repaint of classrooms and corridors, MPI premium grade, two coats over primer.',
    details: { coats_planned: 2 },
    ...overrides,
  } as CreateRequestInput;
}

/** Submit a request as the signed-in user, straight to the API. */
export function submitRequest(body: CreateRequestInput = rfiBody()): Promise<RequestSummary> {
  return apiClient.post<RequestSummary>('/api/requests', body, { headers: { 'Idempotency-Key': crypto.randomUUID() } });
}

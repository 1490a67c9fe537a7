import { apiClient } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase-client';
import type { Role } from '@/shared/auth/roles';
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts';

/** Sign the page in as a seeded demo account (TEST_SEED=demo) and sync its profile; answers its profile id. */
export async function signInAsDemo(role: Role): Promise<string> {
  await getSupabase().auth.signOut({ scope: 'local' });
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;
  const { data, error } = await getSupabase().auth.signInWithPassword({ email: account.email, password: account.password });
  if (error || !data.session) throw error ?? new Error('no session');
  await apiClient.post('/api/auth/sync', { user: { ...data.session.user, access_token: data.session.access_token } });
  return data.session.user.id;
}

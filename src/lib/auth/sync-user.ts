import type { Session } from '@supabase/supabase-js';
import { MESSAGES } from '@/shared/messages';
import { ROLES } from '@/shared/auth/roles';
import type { BackendUser } from '@/shared/schemas/auth';
import { ApiError, type ApiClient } from '../api-client';

/** `reachedServer` false: no answer at all (offline, no connection), as opposed to a refusal. */
export type SyncResult = { backendUser: BackendUser; error: null } | { backendUser: null; error: string; reachedServer: boolean };

/** zod's `z.uuid()`: RFC 9562 versions 1-8 with the variant bits, or the nil and max UUIDs. */
const UUID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const USER_STATUSES: readonly unknown[] = ['active', 'suspended'];

const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
const isNullableString = (value: unknown) => value === null || typeof value === 'string';

/**
 * The backend user of a sync answer, checked as the shared `syncResponseSchema` checks it
 * (src/shared/schemas/auth.ts; tests/unit/auth-sync-user.test.ts holds the two together), or
 * null. Written out so every signed-in page does not load zod for one check.
 */
export function backendUserOf(answer: unknown): BackendUser | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const user: unknown = (answer as Record<string, unknown>).user;
  if (typeof user !== 'object' || user === null || Array.isArray(user)) return null;
  const { id, email, first_name, last_name, user_role, company_id, status } = user as Record<string, unknown>;
  if (!isUuid(id) || typeof email !== 'string' || !isNullableString(first_name) || !isNullableString(last_name)) return null;
  if (!(ROLES as readonly unknown[]).includes(user_role) || !(company_id === null || isUuid(company_id))) return null;
  if (!USER_STATUSES.includes(status)) return null;
  return { id, email, first_name, last_name, user_role, company_id, status } as BackendUser;
}

function serverMessage(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const body = data as Record<string, unknown>;
  for (const field of ['error', 'message'] as const) {
    const value = body[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

/**
 * POST /api/auth/sync with the auth user plus its access token (docs/features.md, Screens, roles and sign-in). Never throws:
 * a failure is logged and returned as the sync error (docs/features.md, Words and formats).
 */
export async function syncUserWithBackend(api: ApiClient, session: Session, signal?: AbortSignal): Promise<SyncResult> {
  try {
    const answer = await api.post(
      '/api/auth/sync',
      { user: { ...session.user, access_token: session.access_token } },
      { accessToken: session.access_token, signal },
    );
    const backendUser = backendUserOf(answer);
    if (!backendUser) {
      console.error(MESSAGES.syncNoUser, answer);
      return { backendUser: null, error: MESSAGES.syncNoUser, reachedServer: true };
    }
    return { backendUser, error: null };
  } catch (error) {
    const message =
      error instanceof ApiError ? (serverMessage(error.data) ?? MESSAGES.syncFailed) : MESSAGES.syncFailed;
    if (error instanceof ApiError) {
      const text = typeof error.data === 'string' ? error.data : JSON.stringify(error.data ?? '');
      console.error(`${MESSAGES.syncFailed}: ${error.status} ${text.slice(0, 100)}`);
    } else {
      console.error(MESSAGES.syncFailed, error);
    }
    return { backendUser: null, error: message, reachedServer: error instanceof ApiError };
  }
}

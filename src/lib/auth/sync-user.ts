import type { Session } from '@supabase/supabase-js';
import { MESSAGES } from '@/shared/messages';
import { syncResponseSchema, type BackendUser } from '@/shared/schemas/auth';
import { ApiError, type ApiClient } from '../api-client';

export type SyncResult = { backendUser: BackendUser; error: null } | { backendUser: null; error: string };

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
 * POST /api/auth/sync with the auth user plus its access token (spec section 7). Never throws:
 * a failure is logged and returned as the sync error of spec section 8.
 */
export async function syncUserWithBackend(api: ApiClient, session: Session, signal?: AbortSignal): Promise<SyncResult> {
  try {
    const answer = await api.post(
      '/api/auth/sync',
      { user: { ...session.user, access_token: session.access_token } },
      { accessToken: session.access_token, signal },
    );
    const parsed = syncResponseSchema.safeParse(answer);
    if (!parsed.success) {
      console.error(MESSAGES.syncNoUser, answer);
      return { backendUser: null, error: MESSAGES.syncNoUser };
    }
    return { backendUser: parsed.data.user, error: null };
  } catch (error) {
    const message =
      error instanceof ApiError ? (serverMessage(error.data) ?? MESSAGES.syncFailed) : MESSAGES.syncFailed;
    if (error instanceof ApiError) {
      const text = typeof error.data === 'string' ? error.data : JSON.stringify(error.data ?? '');
      console.error(`${MESSAGES.syncFailed}: ${error.status} ${text.slice(0, 100)}`);
    } else {
      console.error(MESSAGES.syncFailed, error);
    }
    return { backendUser: null, error: message };
  }
}

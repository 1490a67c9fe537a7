import { ApiError, apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import { MESSAGES } from '@/shared/messages';
import type { ValidateAdminKeyResponse } from '@/shared/schemas/auth';
import { useApiMutation } from '../use-api-mutation';

/** POST /api/auth/validate-admin-key (no session needed): the signed grant for an Administrator sign-up. */
export function validateAdminKey(adminKey: string, signal?: AbortSignal): Promise<ValidateAdminKeyResponse> {
  return apiClient.post('/api/auth/validate-admin-key', { adminKey }, { auth: false, schema: answerSchema('auth', 'validateAdminKeyResponseSchema'), signal });
}

/** The server's `error` text, or 'Invalid administrator key' when it gives none. */
export function adminKeyErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.data && typeof error.data === 'object') {
    const text = (error.data as Record<string, unknown>).error;
    if (typeof text === 'string' && text.trim()) return text;
  }
  return MESSAGES.invalidAdminKey;
}

/** The register form shows the failure itself, so no toast. */
export function useValidateAdminKey() {
  return useApiMutation({ mutationFn: (adminKey: string) => validateAdminKey(adminKey) });
}

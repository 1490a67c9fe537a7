import { ApiError, isConflict } from '@/lib/api-client';
import { isNetworkFailure } from '@/lib/query/query-client';

/**
 * What a refused Admin action says: a 409 (the request was declined or converted meanwhile, or the
 * same action is still running) explains that the request has moved on; others give the
 * server's message.
 */
export function actionErrorText(error: unknown): string {
  if (isNetworkFailure(error)) return 'Could not reach the server. Check your connection and try again.';
  if (isConflict(error)) {
    return `This request can no longer be changed this way: ${error.message} It has been reloaded to show where it stands now.`;
  }
  if (error instanceof ApiError && error.status === 403) return 'Only an Administrator can do this.';
  return error instanceof Error && error.message ? error.message : 'The action failed. Please try again.';
}

import { ApiError } from '@/lib/api-client';
import { isNetworkFailure } from '@/lib/query/query-client';

/** What a refused invoicing action says: the server's explanation (e.g. "already invoiced"), or a plain retry hint. */
export function invoicingErrorText(error: unknown): string {
  if (isNetworkFailure(error)) return 'Could not reach the server. Check your connection and try again.';
  if (error instanceof ApiError) {
    const detail = (error.data as { message?: unknown } | null)?.message;
    if (typeof detail === 'string' && detail) return detail;
  }
  return error instanceof Error && error.message ? error.message : 'The action failed. Please try again.';
}

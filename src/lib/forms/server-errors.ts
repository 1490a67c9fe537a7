import { ApiError } from '../api-client';
import { isNetworkFailure } from '../query/query-client';

/** One of the server's validation issues, at a form field's path. */
export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * The server's field issues (a 400 with `issues`) as form field paths: the leading `body` (where
 * the issue is) is dropped and `fieldOf` renames the rest (e.g. the body's `attachment_ids` are the
 * form's `attachments`). Nothing for other errors.
 */
export function serverFieldIssues(error: unknown, fieldOf: (field: string) => string = (field) => field): FieldIssue[] {
  if (!(error instanceof ApiError)) return [];
  const issues = (error.data as { issues?: { path: (string | number)[]; message: string }[] } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.map((issue) => ({ path: fieldOf((issue.path[0] === 'body' ? issue.path.slice(1) : issue.path).join('.')), message: issue.message }));
}

/** What a form says when sending failed: no connection, the server's reason, or `fallback`. */
export function sendFailureText(error: unknown, fallback: string): string {
  if (isNetworkFailure(error)) return 'Could not reach the server. Check your connection and try again.';
  return error instanceof Error && error.message ? error.message : fallback;
}

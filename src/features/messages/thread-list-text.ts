import { formatRowCount } from '@/components/data-table/data-table-model';

/**
 * What a mailbox says when it shows only part of the conversations (the first page, unread
 * first): how many there are, and for an Admin, that the search finds the others. Null when every
 * conversation is shown.
 */
export function moreThreadsText(shown: number, total: number, canSearch: boolean): string | null {
  if (total <= shown) return null;
  const what = `Showing ${formatRowCount(shown)} of ${formatRowCount(total)} conversations, unread first.`;
  return canSearch ? `${what} Search to find another.` : what;
}

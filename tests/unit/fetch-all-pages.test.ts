import { describe, expect, it } from 'vitest';
import { fetchAllPages } from '../../src/lib/api/fetch-all-pages';

/** A list of `total` numbers served in pages, recording the pages asked for. */
function listOf(total: number) {
  const asked: number[] = [];
  const fetchPage = async (page: number, pageSize: number) => {
    asked.push(page);
    const start = (page - 1) * pageSize;
    return { data: Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, index) => start + index), total };
  };
  return { asked, fetchPage };
}

describe('fetchAllPages (Export CSV of a server-paged list)', () => {
  it('fetches every page in turn, and no page past the end', async () => {
    const list = listOf(7);
    expect(await fetchAllPages(list.fetchPage, 3, 100)).toEqual({ rows: [0, 1, 2, 3, 4, 5, 6], truncated: false });
    expect(list.asked).toEqual([1, 2, 3]);
  });

  it('stops after a full last page when the total is reached', async () => {
    const list = listOf(6);
    expect((await fetchAllPages(list.fetchPage, 3, 100)).rows).toHaveLength(6);
    expect(list.asked).toEqual([1, 2]);
  });

  it('stops at the most an export holds and says the list was longer', async () => {
    const list = listOf(50);
    expect(await fetchAllPages(list.fetchPage, 4, 10)).toEqual({ rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], truncated: true });
    expect(list.asked).toEqual([1, 2, 3]);
  });

  it('answers an empty list with one request', async () => {
    const list = listOf(0);
    expect(await fetchAllPages(list.fetchPage, 4, 10)).toEqual({ rows: [], truncated: false });
    expect(list.asked).toEqual([1]);
  });
});

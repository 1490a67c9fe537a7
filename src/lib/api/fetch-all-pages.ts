/** One page of a server-paged list, as its API answers. */
export interface ListPage<Row> {
  data: Row[];
  total: number;
}

/**
 * Every row of a server-paged list, page by page (`pageSize` rows each), up to `max` rows;
 * `truncated` when there were more.
 */
export async function fetchAllPages<Row>(fetchPage: (page: number, pageSize: number) => Promise<ListPage<Row>>, pageSize: number, max: number): Promise<{ rows: Row[]; truncated: boolean }> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await fetchPage(page, pageSize);
    rows.push(...data);
    if (data.length < pageSize || rows.length >= total) return { rows: rows.slice(0, max), truncated: rows.length > max };
    if (rows.length >= max) return { rows: rows.slice(0, max), truncated: true };
  }
}

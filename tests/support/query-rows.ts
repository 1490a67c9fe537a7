import type { SQL } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/** The rows of a raw SQL query, on either driver (both answer `{ rows }`). */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';
import type { TestServer } from './server';

type Rows<Row> = { rows: Row[] };

/** The one query counting every table's rows, built once per database (the tables do not change). */
const countQueries = new WeakMap<DatabaseHandle, SQL>();

async function countQuery(database: DatabaseHandle): Promise<SQL> {
  const known = countQueries.get(database);
  if (known) return known;
  const tables = (await database.db.execute(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2`,
  )) as unknown as Rows<{ schema: string; name: string }>;
  const columns = tables.rows.map(
    ({ schema, name }) => `(select count(*)::int from "${schema}"."${name}") as "${schema}.${name}"`,
  );
  const query = sql.raw(`select ${columns.join(', ')}`);
  countQueries.set(database, query);
  return query;
}

/** Row count per table (`schema.table`) of every table in the test server's database. */
export async function rowCounts(server: TestServer): Promise<Record<string, number>> {
  const result = (await server.database.db.execute(await countQuery(server.database))) as unknown as Rows<
    Record<string, number>
  >;
  return result.rows[0] ?? {};
}

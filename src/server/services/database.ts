import { DATABASE_EXPORT_MAX_ROWS, type DatabaseRowsQuery, type DatabaseTable } from '../../shared/schemas/database';
import type { Database } from '../db/client';
import { writeAudit } from '../repositories/audit';
import { browseTable, countTableRows, exportTable } from '../repositories/database-browser';

/** Every query of the Database screen is audited with who asked and what (after the read, in its own transaction). */
const audit = (db: Database, actorId: string, action: string, entityId: string, details: Record<string, unknown>) =>
  db.transaction((tx) => writeAudit(tx, { actorId, action, entityType: 'database', entityId, after: details }));

/** The row count of each browsable table. */
export async function tableRowCounts(db: Database, actorId: string): Promise<Record<DatabaseTable, number>> {
  const counts = await countTableRows(db);
  await audit(db, actorId, 'database.tables', 'tables', {});
  return counts;
}

/** A page of a table's rows, with the search of `query`. */
export async function browseTableRows(db: Database, actorId: string, table: DatabaseTable, query: DatabaseRowsQuery) {
  const page = await browseTable(db, table, query);
  await audit(db, actorId, 'database.browse', table, { ...query, total: page.total });
  return page;
}

/** The rows of the CSV export (at most DATABASE_EXPORT_MAX_ROWS). */
export async function exportTableRows(db: Database, actorId: string, table: DatabaseTable, search: string | undefined) {
  const rows = await exportTable(db, table, search, DATABASE_EXPORT_MAX_ROWS);
  await audit(db, actorId, 'database.export', table, { search: search ?? null, rows: rows.length });
  return rows;
}

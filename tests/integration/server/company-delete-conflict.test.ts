import { getTableName, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../src/server/db/seed';
import { databaseInputError } from '../../../src/server/errors';
import { errorHandler } from '../../../src/server/plugins/error-handler';
import { COMPANY_USES, deleteCompany } from '../../../src/server/repositories/companies';
import { COMPANY_MESSAGES } from '../../../src/shared/schemas/companies';
import { rowCounts } from '../../support/row-counts';
import { startTestServer, type TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

type Rows<Row> = { rows: Row[] };

/** `table.column` of every foreign key to companies that refuses the delete (no ON DELETE action). */
async function blockingForeignKeys(server: TestServer): Promise<string[]> {
  const result = (await server.database.db.execute(sql`
    select kcu.table_name as "table", kcu.column_name as "column"
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
    where ccu.table_name = 'companies' and rc.delete_rule in ('NO ACTION', 'RESTRICT')
    order by 1, 2`)) as unknown as Rows<{ table: string; column: string }>;
  return result.rows.map((row) => `${row.table}.${row.column}`);
}

/** Two rows each of the tables the demo seed leaves empty (threads, uploads, guarantees). */
async function addRowsTheSeedLacks(server: TestServer, adminId: string): Promise<void> {
  const db = server.database.db;
  const projects = ((await db.execute(sql`select id, company_id from projects limit 2`)) as unknown as Rows<{ id: string; company_id: string }>).rows;
  for (const [n, project] of projects.entries()) {
    await db.execute(sql`insert into message_threads (company_id, subject) values (${project.company_id}, ${`Thread ${n}`})`);
    await db.execute(sql`insert into uploads (id, kind, owner_id, filename, mime_type, size_bytes, sha256)
      values (${crypto.randomUUID()}, 'project_file', ${adminId}, ${`file-${n}.pdf`}, 'application/pdf', 1, ${'0'.repeat(64)})`);
    await db.execute(sql`insert into guarantees (certificate_no, project_id, term_months, starts_on, expires_on, verification_code)
      values (${`G-TEST-${n}`}, ${project.id}, 24, '2026-01-01', '2028-01-01', ${`code-${n}`})`);
  }
}

const covered = COMPANY_USES.flatMap(({ table, columns }) => columns.map((column) => `${getTableName(table)}.${column.name}`)).sort();

describe('deleting a company still in use', () => {
  let server: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    // The demo data (seeded into a fresh database only) gives most tables rows to point at a company.
    server = await startTestServer();
    await seedDemoData(server.database.db, { hashPassword: async (password) => `plain:${password}`, seedAuthUsers: true });
    admin = await signedInUser(server, 'Admin');
    await addRowsTheSeedLacks(server, admin.id);
  }, 60_000);
  afterAll(() => server?.close());

  const remove = (id: string) => server.app.inject({ method: 'DELETE', url: `/api/companies/${id}`, headers: admin.headers });

  it('counts every foreign key to companies that would refuse the delete', async () => {
    expect(covered).toEqual(await blockingForeignKeys(server));
  });

  it('answers 409 naming each kind of row that uses the company, and changes nothing', async () => {
    const db = server.database.db;
    for (const use of COMPANY_USES) {
      const table = getTableName(use.table);
      for (const column of use.columns) {
        const companyId = await createCompany(server, `In use by ${table}.${column.name}`);
        // Point two rows of the table (seeded, or the ones earlier rounds moved) at the new company.
        const moved = (await db.execute(
          sql`update ${use.table} set ${sql.identifier(column.name)} = ${companyId}
              where ctid in (select ctid from ${use.table} limit 2) returning 1`,
        )) as unknown as Rows<unknown>;
        expect(moved.rows.length, `${table} has rows to refer with`).toBe(2);
        const before = await rowCounts(server);
        const res = await remove(companyId);
        expect(res.statusCode, `${table}.${column.name}: ${res.body}`).toBe(409);
        const message = COMPANY_MESSAGES.inUse(`2 ${use.many}`);
        expect(res.json(), `${table}.${column.name}`).toEqual({ error: 'Company in use', message, code: 'company_in_use' });
        expect(await rowCounts(server)).toEqual(before);
      }
    }
  });

  it('names several uses at once, and deletes the company once nothing uses it', async () => {
    const companyId = await createCompany(server, 'Used twice over');
    const db = server.database.db;
    await db.execute(sql`update projects set company_id = ${companyId} where ctid in (select ctid from projects limit 3)`);
    await db.execute(sql`update submittals set company_id = ${companyId} where ctid in (select ctid from submittals limit 1)`);
    const refused = await remove(companyId);
    expect(refused.json().message).toBe(COMPANY_MESSAGES.inUse('3 projects and 1 submittal'));

    const unused = await createCompany(server, 'Nobody uses this one');
    expect((await remove(unused)).statusCode).toBe(204);
  });

  it('answers 409, not 500, when a foreign key refuses a delete nobody counted first', async () => {
    const companyId = await createCompany(server, 'Referenced behind the count');
    await server.database.db.execute(sql`update profiles set company_id = ${companyId} where id = ${admin.id}`);
    const failure = await server.database.db.transaction((tx) => deleteCompany(tx, companyId)).catch((error: unknown) => error);
    expect(databaseInputError(failure)).toMatchObject({ statusCode: 409, code: 'still_referenced' });

    // The same failure through the one error handler.
    const app = Fastify();
    await app.register(errorHandler);
    app.delete('/raw/:id', async (request) => server.database.db.transaction((tx) => deleteCompany(tx, (request.params as { id: string }).id)));
    const res = await app.inject({ method: 'DELETE', url: `/raw/${companyId}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Still in use', message: expect.stringContaining('nothing was changed'), code: 'still_referenced' });
    await app.close();
  });
});

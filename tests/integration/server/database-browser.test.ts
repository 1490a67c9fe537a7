import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../../src/server/db/schema';
import { DATABASE_TABLES } from '../../../src/shared/schemas/database';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import { insertSampleProject } from '../../support/sample-project';
import type { TestServer } from '../../support/server';

let server: TestServer;
let users: RoleUsers;

beforeAll(async () => {
  ({ server, users } = await startServerWithRoleUsers());
  await insertSampleProject(server, { companyId: users.companyId });
  await server.database.db.insert(companies).values({ name: '=HYPERLINK("http://evil.example")', type: 'other' });
}, 120_000);

afterAll(() => server?.close());

const get = (url: string, headers = users.admin.headers) => server.app.inject({ method: 'GET', url, headers });

describe('Database browser', () => {
  it('needs a staff member: 401 without a token, 403 for a client, on every route', async () => {
    for (const url of ['/api/database/tables', '/api/database/tables/projects', '/api/database/tables/projects/export.csv']) {
      await expectUnauthenticated(server, { method: 'GET', url });
      await expectForbidden(server, { method: 'GET', url }, [users.client]);
    }
  });

  it('lists the allow-listed tables with their row counts, and writes the query to the audit log', async () => {
    const res = await get('/api/database/tables', users.inspector.headers);
    expect(res.statusCode).toBe(200);
    const tables = res.json().data as { name: string; row_count: number }[];
    expect(tables.map((table) => table.name)).toEqual([...DATABASE_TABLES]);
    expect(tables.find((table) => table.name === 'projects')?.row_count).toBe(1);
    expect(tables.map((table) => table.name)).not.toContain('auth_users');
    const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'database.tables'));
    expect(audit.map((row) => row.actorId)).toContain(users.inspector.id);
  });

  it('refuses a table outside the allow-list and malformed paging with 400, and runs no query', async () => {
    const before = (await server.database.db.select().from(auditLog)).length;
    for (const url of [
      '/api/database/tables/auth_users',
      '/api/database/tables/auth_refresh_tokens/export.csv',
      '/api/database/tables/projects%3B%20drop%20table%20projects',
      '/api/database/tables/projects?pageSize=1000',
      '/api/database/tables/projects?page=0',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect((await server.database.db.select().from(auditLog)).length).toBe(before);
  });

  it('pages and searches rows with the table’s columns, names instead of ids, and audits each page', async () => {
    const res = await get('/api/database/tables/companies?search=harbourview&pageSize=25');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.columns.map((column: { key: string }) => column.key)).toContain('membership_status');
    expect(body.total).toBe(1);
    expect(body.data).toEqual([expect.objectContaining({ name: 'Harbourview Strata Council', type: expect.any(String) })]);

    const projects = (await get('/api/database/tables/projects')).json();
    expect(projects.data[0]).toMatchObject({ company: 'Harbourview Strata Council', project_code: expect.stringMatching(/^BC-26-/) });
    expect(Object.keys(projects.data[0])).not.toContain('id');

    const people = (await get('/api/database/tables/profiles?search=%25')).json();
    expect(people.total).toBe(0); // a % is searched for literally
    const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'database.browse'));
    expect(audit.map((row) => row.entityId)).toEqual(expect.arrayContaining(['companies', 'projects', 'profiles']));
  });

  it('exports the matching rows as CSV with formulas neutralised', async () => {
    const res = await get('/api/database/tables/companies/export.csv?search=hyperlink');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="companies-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Name,Type,City,Region,Member number,Membership,Valid to,Archived');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)",other,/);
  });
});

import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../../src/server/db/notification-listener';
import { DATA_CHANGED_CHANNEL, LIST_CACHE_HEADER } from '../../../src/server/plugins/list-caches';
import { projectsListResponseSchema } from '../../../src/shared/schemas/projects';
import { projectBody } from '../../support/project-bodies';
import { startTestServer, type TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

const QUERY = 'sort=name&order=asc&pageSize=50';
/** Long enough for a notification over a PostgreSQL connection, or its reconnection. */
const NOTIFIED_WITHIN = { timeout: 10_000, interval: 50 };

async function listAs(server: TestServer, user: SignedInUser, query = QUERY) {
  const res = await server.app.inject({ method: 'GET', url: `/api/projects?${query}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  const names = projectsListResponseSchema.parse(res.json()).data.map((row) => row.project_name);
  return { names, cache: res.headers[LIST_CACHE_HEADER] };
}

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<Row>(server: TestServer, query: SQL): Promise<Row[]> {
  return ((await server.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * Rename projects straight in the database with the triggers off for this transaction
 * (session_replication_role = replica), so no notification tells the cache: a cached answer
 * still shows the old name, a query the new one.
 */
async function renameUnnoticed(server: TestServer, from: string, to: string) {
  await server.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update projects set project_name = ${to} where project_name = ${from}`);
  });
}

/** As another process would (a scheduler job, a script): straight in the database, triggers on. */
async function renameDirectly(server: TestServer, from: string, to: string) {
  await server.database.db.execute(sql`update projects set project_name = ${to} where project_name = ${from}`);
}

async function createProject(server: TestServer, admin: SignedInUser, companyId: string, name: string) {
  const res = await server.app.inject({ method: 'POST', url: '/api/projects', headers: admin.headers, payload: projectBody(companyId, { project_name: name }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ project_code: string; version: number }>();
}

describe('The projects list cache (GET /api/projects, LIST_CACHE on)', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let inspector: SignedInUser;
  let harbourClient: SignedInUser;
  let prairieClient: SignedInUser;
  let harbour: string;
  const list = (user: SignedInUser = admin, query?: string) => listAs(server, user, query);
  /** The list once it is answered from the cache (earlier writes' notifications have arrived). */
  const cachedList = async (user: SignedInUser = admin, query?: string) => {
    await expect.poll(async () => (await list(user, query)).cache, NOTIFIED_WITHIN).toBe('hit');
    return list(user, query);
  };

  beforeAll(async () => {
    server = await startTestServer();
    harbour = await createCompany(server, 'Harbourview Strata Council');
    const prairie = await createCompany(server, 'Prairie Holdings');
    admin = await signedInUser(server, 'Admin');
    inspector = await signedInUser(server, 'Inspector');
    harbourClient = await signedInUser(server, 'Client', { companyId: harbour });
    prairieClient = await signedInUser(server, 'Client', { companyId: prairie });
    await createProject(server, admin, harbour, 'Alpha Tower');
    await createProject(server, admin, prairie, 'Bravo Arena');
  });
  afterAll(() => server.close());

  it('has a change trigger on every table a cached list reads', async () => {
    const rows = await rowsOf<{ table: string }>(
      server,
      sql`select c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = c.relname || '_notify_data_changed' and t.tgenabled = 'O'`,
    );
    const watched = rows.map((row) => row.table);
    for (const cache of Object.values(server.app.listCaches)) expect(watched).toEqual(expect.arrayContaining([...cache.tables]));
  });

  it('answers a second identical request from the cache', async () => {
    const first = await cachedList();
    expect(first.names).toEqual(['Alpha Tower', 'Bravo Arena']);
    const hits = server.app.listCaches.projects.stats().hits;
    await renameUnnoticed(server, 'Alpha Tower', 'Alpha Heights');
    expect(await list()).toEqual({ names: ['Alpha Tower', 'Bravo Arena'], cache: 'hit' });
    expect(server.app.listCaches.projects.stats().hits).toBe(hits + 1);
    // Another query is asked of the database.
    expect(await list(admin, 'sort=name&order=desc')).toEqual({ names: ['Bravo Arena', 'Alpha Heights'], cache: 'miss' });
    await renameUnnoticed(server, 'Alpha Heights', 'Alpha Tower');
    server.app.listCaches.projects.clear();
  });

  it('shows a change made straight in the database once its notification arrives', async () => {
    await cachedList();
    await renameDirectly(server, 'Bravo Arena', 'Bravo Stadium');
    await expect.poll(async () => (await list()).names, NOTIFIED_WITHIN).toEqual(['Alpha Tower', 'Bravo Stadium']);
    expect((await list()).cache).toBe('hit');
  });

  it('shows a project created or renamed through the API in the very next list', async () => {
    await cachedList();
    const created = await createProject(server, admin, harbour, 'Charlie School');
    expect((await list()).names).toEqual(['Alpha Tower', 'Bravo Stadium', 'Charlie School']);
    await cachedList();
    const res = await server.app.inject({
      method: 'PATCH',
      url: `/api/projects/${created.project_code}`,
      headers: admin.headers,
      payload: { version: created.version, project_name: 'Able School' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list()).names).toEqual(['Able School', 'Alpha Tower', 'Bravo Stadium']);
  });

  it('empties the cache when a write request is answered, before any notification', async () => {
    await cachedList();
    await renameUnnoticed(server, 'Able School', 'Acorn School');
    expect((await list()).names).toContain('Able School');
    // Any write, even one that fails: it may have committed before failing.
    const res = await server.app.inject({ method: 'POST', url: '/api/projects', headers: admin.headers, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(await list()).toEqual({ names: ['Acorn School', 'Alpha Tower', 'Bravo Stadium'], cache: 'miss' });
  });

  it('never answers a Client from an answer cached for another company or for staff', async () => {
    const all = ['Acorn School', 'Alpha Tower', 'Bravo Stadium'];
    expect((await cachedList(admin)).names).toEqual(all);
    expect(await list(harbourClient)).toEqual({ names: ['Acorn School', 'Alpha Tower'], cache: 'miss' });
    expect(await list(prairieClient)).toEqual({ names: ['Bravo Stadium'], cache: 'miss' });
    for (const [user, names] of [[harbourClient, ['Acorn School', 'Alpha Tower']], [prairieClient, ['Bravo Stadium']], [admin, all], [inspector, all]] as const) {
      expect((await cachedList(user)).names).toEqual(names);
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, keeps nothing while its LISTEN connection is lost and listens again', async () => {
    const listenerPids = async () => {
      const rows = await rowsOf<{ pid: number }>(
        server,
        // The process listens on a channel per connection (the outboxes have theirs): this one's last statement is its LISTEN.
        sql`select pid from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()
          and query like ${`%${DATA_CHANGED_CHANNEL}%`}`,
      );
      return rows.map((row) => row.pid);
    };
    const [before] = await listenerPids();
    expect(before).toBeDefined();
    await cachedList();
    await renameUnnoticed(server, 'Alpha Tower', 'Alpine Tower');
    await server.database.db.execute(sql`select pg_terminate_backend(${before})`);
    // Whatever changed while nobody listened is read again, and caching resumes once listening.
    await expect.poll(async () => (await list()).names, NOTIFIED_WITHIN).toContain('Alpine Tower');
    const listeningAgain = async () => {
      const pids = await listenerPids();
      return pids.length === 1 && pids[0] !== before;
    };
    await expect.poll(listeningAgain, NOTIFIED_WITHIN).toBe(true);
    await cachedList();
    await renameDirectly(server, 'Alpine Tower', 'Alpha Tower');
    await expect.poll(async () => (await list()).names, NOTIFIED_WITHIN).toContain('Alpha Tower');
  });
});

describe('The projects list with LIST_CACHE=false', () => {
  let server: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer({ env: { LIST_CACHE: 'false' } });
    admin = await signedInUser(server, 'Admin');
    await createProject(server, admin, await createCompany(server), 'Delta Depot');
  });
  afterAll(() => server.close());

  it('queries the database for every request', async () => {
    for (let n = 0; n < 3; n += 1) expect(await listAs(server, admin)).toEqual({ names: ['Delta Depot'], cache: 'miss' });
    await renameUnnoticed(server, 'Delta Depot', 'Echo Depot');
    expect((await listAs(server, admin)).names).toEqual(['Echo Depot']);
    expect(server.app.listCaches.projects.stats()).toMatchObject({ hits: 0, entries: 0 });
  });
});

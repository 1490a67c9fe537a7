import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { rfiBody } from '../../support/request-bodies';
import { passwordGrantToken, startServerProcess, stopServerProcess, type ServerProcess } from '../../support/server-process';

// docs/testing.md, Durability: killing the server (SIGKILL) in the middle of a burst of writes and starting it again
// loses no acknowledged write and leaves no half-saved row. The write: POST /api/requests, one
// transaction of a request number (counters), the request, its first timeline event, the staff
// notification and the audit entry.

const CLIENT = { email: 'client@harbourview.example', password: 'Client123!' };
const PROJECT_PREFIX = 'Durability burst';
const WRITERS = 8;
/** Kill once this many writes were acknowledged (more are in flight at that moment). */
const ACKED_BEFORE_KILL = 12;

interface Backend {
  name: string;
  /** The server's environment for this database, and how to open it directly afterwards. */
  prepare(): Promise<{ env: Record<string, string>; open(): Promise<DatabaseHandle>; dispose(): Promise<void> }>;
}

const pglite: Backend = {
  name: 'PGlite',
  async prepare() {
    const dataDir = mkdtempSync(join(tmpdir(), 'paintqa-durability-'));
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ pgliteDataDir: join(dataDir, 'pglite'), migrate: false }),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  },
};

/** A throwaway database on the PostgreSQL server of TEST_DATABASE_URL (the CI's PostgreSQL run). */
const postgres = (adminUrl: string): Backend => ({
  name: 'PostgreSQL',
  async prepare() {
    const name = `paintqa_durability_${randomUUID().replace(/-/g, '')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await admin(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'paintqa-durability-'));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
      open: () => openDatabase({ databaseUrl: url.toString(), migrate: false }),
      dispose: async () => {
        await admin(`drop database if exists ${name} with (force)`);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
});

const backends = [pglite, ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : [])];

async function postRequest(server: ServerProcess, token: string, n: number): Promise<Response> {
  return fetch(`${server.url}/api/requests`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(rfiBody({ project_name: `${PROJECT_PREFIX} ${n}` })),
  });
}

/**
 * WRITERS clients post requests one after another until the connection fails; once
 * ACKED_BEFORE_KILL were acknowledged (201) the server is killed. Answers the acknowledged ids
 * and how many writes got no answer (in flight at the kill).
 */
async function burstThenKill(server: ServerProcess, token: string): Promise<{ acknowledged: string[]; unanswered: number }> {
  const acknowledged: string[] = [];
  let sent = 0;
  const writer = async () => {
    for (;;) {
      const n = (sent += 1);
      let res: Response;
      try {
        res = await postRequest(server, token, n);
      } catch {
        return; // the server is gone: this write's fate is unknown, and either is allowed
      }
      if (res.status !== 201) throw new Error(`POST /api/requests answered ${res.status}: ${await res.text()}`);
      acknowledged.push(((await res.json()) as { id: string }).id);
      if (acknowledged.length === ACKED_BEFORE_KILL) server.child.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  await server.exited;
  return { acknowledged, unanswered: sent - acknowledged.length };
}

/** Counts that must all be 0 after the restart: burst requests missing a part, parts missing their request. */
const HALF_SAVED = sql`
  select
    (select count(*) from requests r where r.project_name like ${`${PROJECT_PREFIX} %`}
      and not exists (select 1 from request_events e where e.request_id = r.id and e.kind = 'status' and e.status = 'submitted'))::int
      as without_event,
    (select count(*) from requests r where r.project_name like ${`${PROJECT_PREFIX} %`}
      and not exists (select 1 from audit_log a where a.action = 'request.create' and a.entity_id = r.id::text))::int
      as without_audit,
    (select count(*) from requests r where r.project_name like ${`${PROJECT_PREFIX} %`}
      and not exists (select 1 from notifications n where n.kind = 'new_request' and n.entity_id = r.id::text))::int
      as without_notification,
    (select count(*) from audit_log a where a.action = 'request.create'
      and not exists (select 1 from requests r where r.id::text = a.entity_id))::int
      as orphan_audit,
    (select count(*) from notifications n where n.kind = 'new_request'
      and not exists (select 1 from requests r where r.id::text = n.entity_id))::int
      as orphan_notifications`;

describe('the server killed (SIGKILL) in the middle of a burst of writes', () => {
  for (const backend of backends) {
    it(`loses no acknowledged write and leaves no half-saved request (${backend.name})`, { timeout: 240_000 }, async () => {
      const database = await backend.prepare();
      let server: ServerProcess | undefined;
      try {
        server = await startServerProcess(database.env);
        const { acknowledged, unanswered } = await burstThenKill(server, await passwordGrantToken(server.url, CLIENT.email, CLIENT.password));
        expect(acknowledged.length).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);
        expect(unanswered).toBeGreaterThan(0); // the kill did land in the middle of the burst

        // Started again on the same data: every acknowledged request is there, and the next one
        // gets a fresh number (the counter was saved with the requests it numbered).
        server = await startServerProcess(database.env);
        const token = await passwordGrantToken(server.url, CLIENT.email, CLIENT.password);
        const missing: string[] = [];
        for (const id of acknowledged) {
          const res = await fetch(`${server.url}/api/requests/${id}`, { headers: { authorization: `Bearer ${token}` } });
          if (res.status !== 200) missing.push(`${id}: ${res.status}`);
        }
        expect(missing).toEqual([]);
        expect((await postRequest(server, token, 0)).status).toBe(201);
        await stopServerProcess(server);

        const handle = await database.open();
        try {
          const { rows } = (await handle.db.execute(HALF_SAVED)) as unknown as { rows: Record<string, number>[] };
          expect(rows[0]).toEqual({ without_event: 0, without_audit: 0, without_notification: 0, orphan_audit: 0, orphan_notifications: 0 });
        } finally {
          await handle.close();
        }
      } finally {
        if (server) await stopServerProcess(server, 'SIGKILL');
        await database.dispose();
      }
    });
  }
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../src/server/auth/sessions-repo';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { authOneTimeTokens, authRefreshTokens, emailLog, emailOutbox, idempotencyKeys, jobLeases, projects, pushOnce, uploads } from '../../../src/server/db/schema';
import { applyRetention, UPLOAD_ATTACHMENT_COLUMNS } from '../../../src/server/services/retention';
import { projectBody } from '../../support/project-bodies';
import { queryRows } from '../../support/query-rows';
import { rfiBody } from '../../support/request-bodies';
import { SAMPLE_PDF, SAMPLE_PNG } from '../../support/sample-files';
import { startTestServer, type TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);
const SETTINGS = { idempotencyDays: 90, emailLogDays: 365 };

describe('Retention (docs/production.md, "Retention")', () => {
  let server: TestServer;
  let client: SignedInUser;
  beforeAll(async () => {
    server = await startTestServer();
    client = await signedInUser(server, 'Client', { companyId: await createCompany(server) });
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const idempotencyKey = (createdAt: Date) => ({ scope: 'anonymous', key: randomUUID(), method: 'POST', path: '/api/contact', requestHash: 'x', createdAt });
  const remaining = async <T extends { id: unknown }>(rows: T[], table: typeof idempotencyKeys | typeof authOneTimeTokens | typeof authRefreshTokens | typeof emailLog | typeof uploads) => {
    const left = new Set((await queryRows<{ id: string }>(db(), sql`select id::text as id from ${table}`)).map((row) => row.id));
    return rows.map((row) => left.has(String(row.id)));
  };
  const putUpload = async (bytes: Buffer, contentType: string) => {
    const id = randomUUID();
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/uploads/${id}?kind=request_attachment&filename=file`,
      headers: { ...client.headers, 'content-type': contentType },
      payload: bytes,
    });
    expect(response.statusCode).toBe(201);
    return { id, sha256: response.json().data.sha256 as string };
  };

  it('deletes the rows older than each limit, keeps the newer ones and the ones still in use', async () => {
    const keys = await db()
      .insert(idempotencyKeys)
      .values([idempotencyKey(daysAgo(91)), idempotencyKey(daysAgo(89))])
      .returning({ id: idempotencyKeys.id });

    const tokenRow = (fields: { usedAt?: Date; expiresAt: Date }) => ({ userId: client.id, kind: 'recovery' as const, tokenHash: randomUUID(), ...fields });
    const oneTime = await db()
      .insert(authOneTimeTokens)
      .values([
        tokenRow({ usedAt: daysAgo(8), expiresAt: daysAgo(7.9) }),
        tokenRow({ expiresAt: daysAgo(8) }),
        tokenRow({ usedAt: daysAgo(6), expiresAt: daysAgo(5.9) }),
        tokenRow({ expiresAt: daysAgo(-1) }),
      ])
      .returning({ id: authOneTimeTokens.id });

    const { sessionId } = await createSession(db(), client.id, {});
    const refreshRow = (fields: { revoked: boolean; revokedAt?: Date }) => ({ sessionId, userId: client.id, tokenHash: randomUUID(), createdAt: daysAgo(30), ...fields });
    const refresh = await db()
      .insert(authRefreshTokens)
      .values([refreshRow({ revoked: true, revokedAt: daysAgo(8) }), refreshRow({ revoked: true, revokedAt: daysAgo(6) }), refreshRow({ revoked: false })])
      .returning({ id: authRefreshTokens.id });

    const logRow = (createdAt: Date) => ({ type: 'contact_receipt', recipient: 'a@example.com', subject: 'Hello', createdAt });
    const logs = await db()
      .insert(emailLog)
      .values([logRow(daysAgo(366)), logRow(daysAgo(366)), logRow(daysAgo(364))])
      .returning({ id: emailLog.id });
    const payload = { type: 'contact_receipt', to: 'a@example.com', subject: 'Hello', text: 'Hello' };
    await db()
      .insert(emailOutbox)
      .values([
        { emailLogId: logs[0]!.id, payload, status: 'sent' },
        { emailLogId: logs[1]!.id, payload, status: 'pending', nextAttemptAt: daysAgo(-1) },
      ]);

    // An orphan with its own file, an orphan whose bytes a newer upload shares, a newer orphan, and
    // an old upload attached to a request.
    const lonely = await putUpload(SAMPLE_PDF, 'application/pdf');
    const shared = await putUpload(SAMPLE_PNG, 'image/png');
    const sharedAgain = await putUpload(SAMPLE_PNG, 'image/png');
    const attached = await putUpload(Buffer.concat([SAMPLE_PDF, Buffer.from('\n% attached\n')]), 'application/pdf');
    const request = await server.app.inject({ method: 'POST', url: '/api/requests', headers: client.headers, payload: rfiBody({ attachment_ids: [attached.id] }) });
    expect(request.statusCode).toBe(201);
    await db().execute(sql`update ${uploads} set created_at = ${daysAgo(8)} where id in (${lonely.id}, ${shared.id}, ${attached.id})`);

    const counts = await applyRetention({ db: db(), files: server.app.files, settings: SETTINGS });

    expect(await remaining(keys, idempotencyKeys)).toEqual([false, true]);
    expect(await remaining(oneTime, authOneTimeTokens)).toEqual([false, false, true, true]);
    expect(await remaining(refresh, authRefreshTokens)).toEqual([false, true, true]);
    // The old log row whose e-mail still waits in the outbox stays.
    expect(await remaining(logs, emailLog)).toEqual([false, true, true]);
    expect(await remaining([lonely, shared, sharedAgain, attached], uploads)).toEqual([false, false, true, true]);
    expect(await server.app.files.exists(lonely.sha256)).toBe(false);
    expect(await server.app.files.exists(shared.sha256)).toBe(true);
    expect(await server.app.files.exists(attached.sha256)).toBe(true);
    expect(counts).toMatchObject({ idempotencyKeys: 1, oneTimeTokens: 2, refreshTokens: 1, emailLog: 1, uploads: 2, files: 1 });
    expect(await applyRetention({ db: db(), files: server.app.files, settings: SETTINGS })).toMatchObject({ idempotencyKeys: 0, uploads: 0, files: 0 });
  });

  it('counts an upload as attached through every foreign key but its uploader, deleter and their company', () => {
    const owners = getTableConfig(uploads)
      .foreignKeys.flatMap((key) => key.reference().columns.map((column) => column.name))
      .filter((name) => !['owner_id', 'deleted_by', 'company_id'].includes(name));
    expect(UPLOAD_ATTACHMENT_COLUMNS.map((column) => column.name).sort()).toEqual(owners.sort());
  });

  it('keeps an old file of a project', async () => {
    const projectFile = await putUpload(Buffer.concat([SAMPLE_PDF, Buffer.from('\n% project file\n')]), 'application/pdf');
    const admin = await signedInUser(server, 'Admin');
    const created = await server.app.inject({ method: 'POST', url: '/api/projects', headers: admin.headers, payload: projectBody(await createCompany(server)) });
    expect(created.statusCode, created.body).toBe(201);
    const [project] = await queryRows<{ id: string }>(db(), sql`select id::text as id from ${projects} where project_code = ${created.json().project_code as string}`);
    await db().execute(sql`update ${uploads} set project_id = ${project!.id}, created_at = ${daysAgo(30)} where id = ${projectFile.id}`);
    await applyRetention({ db: db(), files: server.app.files, settings: SETTINGS });
    expect(await remaining([projectFile], uploads)).toEqual([true]);
    expect(await server.app.files.exists(projectFile.sha256)).toBe(true);
  });

  it('forgets once-only push keys after 30 days', async () => {
    await db().insert(pushOnce).values([
      { key: 'deficiency_due_soon:old', createdAt: daysAgo(31) },
      { key: 'deficiency_due_soon:recent', createdAt: daysAgo(3) },
    ]);
    expect(await applyRetention({ db: db(), files: server.app.files, settings: SETTINGS })).toMatchObject({ pushOnce: 1 });
    const left = await queryRows<{ key: string }>(db(), sql`select key from ${pushOnce} order by key`);
    expect(left.map((row) => row.key)).toEqual(['deficiency_due_soon:recent']);
  });

  it('deletes in batches until nothing old is left', async () => {
    await db()
      .insert(idempotencyKeys)
      .values(Array.from({ length: 7 }, () => idempotencyKey(daysAgo(100))));
    const counts = await applyRetention({ db: db(), files: server.app.files, settings: { ...SETTINGS, batch: 2 } });
    expect(counts.idempotencyKeys).toBe(7);
    expect(await queryRows(db(), sql`select 1 from ${idempotencyKeys} where created_at < now() - interval '90 days'`)).toHaveLength(0);
  });

  it('runs on one replica at a time, once a day', async () => {
    const other = await startTestServer({ database: server.database });
    try {
      await db().delete(jobLeases);
      const both = await Promise.all([server.app.retention.runIfDue(), other.app.retention.runIfDue()]);
      expect(both.filter((counts) => counts !== null)).toHaveLength(1);
      // Finished a moment ago: not due on either.
      expect(await server.app.retention.runIfDue()).toBeNull();
      expect(await other.app.retention.runIfDue()).toBeNull();
      // A day later it is due again, for one of them.
      await db().update(jobLeases).set({ lastFinishedAt: daysAgo(1.01) });
      const again = await Promise.all([other.app.retention.runIfDue(), server.app.retention.runIfDue()]);
      expect(again.filter((counts) => counts !== null)).toHaveLength(1);
      // A replica that died holding the job leaves it to another once its lease ran out.
      await db().update(jobLeases).set({ lastFinishedAt: daysAgo(2), lockedUntil: daysAgo(-0.01) });
      expect(await other.app.retention.runIfDue()).toBeNull();
      await db().update(jobLeases).set({ lockedUntil: daysAgo(0.001) });
      expect(await other.app.retention.runIfDue()).not.toBeNull();
    } finally {
      await other.close();
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, deficiencies, emailLog, reports } from '../../../src/server/db/schema';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../../src/shared/schemas/common';
import { deficiencyDetailResponseSchema, deficiencyResponseSchema, deficiencyTrackingResponseSchema, DEFICIENCY_NOTE_MESSAGES } from '../../../src/shared/schemas/inspections';
import { parsePdf } from '../../support/pdf-text';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import { insertSampleProject } from '../../support/sample-project';
import { drainOutbox, type TestServer } from '../../support/server';
import type { SignedInUser } from '../../support/signed-in-users';
import { providerToday } from '../../../src/server/config/provider-day';
import { addDays } from '../../../src/shared/dates';

const dateIn = (days: number) => addDays(providerToday(), days);

/** "Fix reported", "Disputed" and "Void", and the warning letter kept as a report. */
describe('Deficiency status actions and the stored warning letter', () => {
  let server: TestServer;
  let users: RoleUsers;
  let project: { id: string; projectCode: string };
  let contractorId: string;
  let nextNumber = 0;

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
    project = await insertSampleProject(server, { companyId: users.companyId });
    const [contractor] = await server.database.db
      .insert(companies)
      .values({ name: 'Trueline Painting', type: 'painting_contractor', email: 'office@trueline.example', address: '9 Depot Road', city: 'Surrey' })
      .returning({ id: companies.id });
    contractorId = contractor!.id;
  });
  afterAll(() => server.close());

  /** A deficiency past due (in the reminder queue), open unless told. */
  async function insertDeficiency(values: Partial<typeof deficiencies.$inferInsert> = {}): Promise<string> {
    nextNumber += 1;
    const [row] = await server.database.db
      .insert(deficiencies)
      .values({
        projectId: project.id,
        number: nextNumber,
        location: `Corridor ${nextNumber}`,
        description: 'Roller marks on the finish coat',
        category: 'workmanship',
        severity: 'minor',
        responsibleCompanyId: contractorId,
        dueDate: dateIn(-1),
        ...values,
      })
      .returning({ id: deficiencies.id });
    return row!.id;
  }

  const post = (id: string, action: string, user: SignedInUser, payload: object = {}) =>
    server.app.inject({ method: 'POST', url: `/api/deficiencies/${id}/${action}`, headers: user.headers, payload });
  const tracking = async () =>
    deficiencyTrackingResponseSchema.parse((await server.app.inject({ method: 'GET', url: '/api/deficiency/tracking?archived=false', headers: users.admin.headers })).json()).data;
  const detail = async (id: string) =>
    deficiencyDetailResponseSchema.parse((await server.app.inject({ method: 'GET', url: `/api/deficiencies/${id}`, headers: users.inspector.headers })).json()).data;

  it('guards the new routes: 401 without a token, 403 for a client, and void for an Admin only', async () => {
    const id = crypto.randomUUID();
    for (const action of ['report-fix', 'not-fixed', 'dispute', 'void']) {
      await expectUnauthenticated(server, { method: 'POST', url: `/api/deficiencies/${id}/${action}`, payload: { note: 'x' } });
      await expectForbidden(server, { method: 'POST', url: `/api/deficiencies/${id}/${action}`, payload: { note: 'x' } }, [users.client]);
    }
    await expectForbidden(server, { method: 'POST', url: `/api/deficiencies/${id}/void`, payload: { note: 'Raised in error' } }, [users.inspector]);
    // The inspector may record what the contractor said (an unknown deficiency: 404, not 403).
    expect((await post(id, 'report-fix', users.inspector)).statusCode).toBe(404);
    expect((await post(id, 'dispute', users.inspector, { note: 'Not ours' })).statusCode).toBe(404);
  });

  it('validates the notes with the shared schemas (400): a dispute and a void need their reason', async () => {
    const id = await insertDeficiency();
    const dispute = await post(id, 'dispute', users.admin, { note: '   ' });
    expect(dispute.statusCode).toBe(400);
    expect(dispute.body).toContain(DEFICIENCY_NOTE_MESSAGES.disputeReasonRequired);
    expect((await post(id, 'dispute', users.admin)).statusCode).toBe(400);
    const voided = await post(id, 'void', users.admin, { note: '' });
    expect(voided.statusCode).toBe(400);
    expect(voided.body).toContain(DEFICIENCY_NOTE_MESSAGES.voidReasonRequired);
    expect((await post(id, 'report-fix', users.admin, { note: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await post('not-a-uuid', 'report-fix', users.admin)).statusCode).toBe(400);
    const [row] = await server.database.db.select().from(deficiencies).where(eq(deficiencies.id, id));
    expect(row!.status).toBe('open');
  });

  it('reports the fix (no more reminders), then a dispute, each with its note in the history; illegal steps are 409s', async () => {
    const id = await insertDeficiency();
    const before = await tracking();
    expect(before.items.find((item) => item.id === id)).toMatchObject({ needs_reminder: true });

    const fixed = await post(id, 'report-fix', users.inspector, { note: 'Painter says the corridor was recoated on Friday.' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(deficiencyResponseSchema.parse(fixed.json()).data).toMatchObject({ status: 'ready_for_reinspection', needs_reminder: false, needs_warning: false });
    const after = await tracking();
    expect(after.summary.needingReminder).toBe(before.summary.needingReminder - 1);
    expect(after.items.find((item) => item.id === id)).toMatchObject({ status: 'ready_for_reinspection' });

    // Waiting for reinspection: no reminder, no warning, no second report.
    const remind = await post(id, 'remind', users.admin);
    expect(remind.statusCode).toBe(409);
    expect(remind.json()).toMatchObject({ code: 'invalid_transition', message: 'Only an open deficiency can get a reminder.' });
    expect((await post(id, 'warn', users.admin)).json().message).toMatch(/verify it at reinspection/);
    expect((await post(id, 'report-fix', users.admin)).json().message).toMatch(/reported already/);

    const disputed = await post(id, 'dispute', users.inspector, { note: 'The contractor says the marks are within the standard.' });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json().data).toMatchObject({ status: 'disputed', needs_reminder: false });
    expect((await post(id, 'dispute', users.admin, { note: 'Again' })).statusCode).toBe(409);

    const history = (await detail(id)).history;
    expect(history.map((entry) => entry.action)).toEqual(['deficiency.dispute', 'deficiency.report-fix']);
    expect(history[0]).toMatchObject({ note: 'The contractor says the marks are within the standard.', recipients: [] });
    expect(history[1]).toMatchObject({ note: 'Painter says the corridor was recoated on Friday.' });
    expect(history[0]!.actor_name).toBeTruthy();
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'deficiency.dispute')));
    expect(audit).toMatchObject({ before: { status: 'ready_for_reinspection' }, after: { status: 'disputed' } });
  });

  it('sends a reported fix back to the contractor when the reinspection finds it not fixed: the reminders resume', async () => {
    const id = await insertDeficiency({ status: 'notified', reminderCount: 1 });
    expect((await post(id, 'report-fix', users.admin)).statusCode).toBe(200);
    const missing = await post(id, 'not-fixed', users.inspector, { note: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(DEFICIENCY_NOTE_MESSAGES.notFixedFindingRequired);

    const notFixed = await post(id, 'not-fixed', users.inspector, { note: 'Roller marks still visible at the east end.' });
    expect(notFixed.statusCode, notFixed.body).toBe(200);
    expect(deficiencyResponseSchema.parse(notFixed.json()).data).toMatchObject({ status: 'notified', needs_reminder: true });
    expect((await tracking()).items.find((item) => item.id === id)).toMatchObject({ status: 'notified', needs_reminder: true });
    // Only a reported fix can be found not fixed.
    expect((await post(id, 'not-fixed', users.inspector, { note: 'Again' })).json()).toMatchObject({ code: 'invalid_transition' });
    expect((await detail(id)).history[0]).toMatchObject({ action: 'deficiency.not-fixed', note: 'Roller marks still visible at the east end.' });
  });

  it('voids a deficiency raised in error: it leaves the queues and the list, and nothing but archive follows', async () => {
    const id = await insertDeficiency({ status: 'notified', reminderCount: 3, dueDate: dateIn(-10) });
    const before = await tracking();
    expect(before.items.find((item) => item.id === id)).toMatchObject({ needs_warning: true });

    const voided = await post(id, 'void', users.admin, { note: 'Recorded twice: same as #1.' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data).toMatchObject({ status: 'void', needs_reminder: false, needs_warning: false, needs_closure: false });
    const after = await tracking();
    expect(after.items.map((item) => item.id)).not.toContain(id);
    expect(after.summary.needingWarning).toBe(before.summary.needingWarning - 1);

    for (const action of ['remind', 'warn', 'verify', 'close', 'report-fix']) {
      const res = await post(id, action, users.admin, { note: 'x' });
      expect(res.statusCode, action).toBe(409);
    }
    expect((await post(id, 'void', users.admin, { note: 'Again' })).json().message).toMatch(/void already/);
    expect((await detail(id)).history[0]).toMatchObject({ action: 'deficiency.void', note: 'Recorded twice: same as #1.' });

    // A verified deficiency was real: it cannot be voided.
    const verified = await insertDeficiency({ status: 'verified' });
    expect((await post(verified, 'void', users.admin, { note: 'Oops' })).statusCode).toBe(409);
  });

  it('keeps the e-mailed warning letter, with the site address, as the project warning_letter report in the same transaction', async () => {
    const id = await insertDeficiency({ dueDate: dateIn(-9) });
    const warned = await post(id, 'warn', users.inspector);
    expect(warned.statusCode, warned.body).toBe(200);

    const stored = await server.database.db.select().from(reports).where(and(eq(reports.projectId, project.id), eq(reports.deficiencyId, id)));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ type: 'warning_letter', status: 'draft', createdBy: users.inspector.id });
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'deficiency.warn')));
    expect(audit!.after).toMatchObject({ report_id: stored[0]!.id, recipients: ['office@trueline.example'] });

    // It is listed with the project's reports, and its PDF names the site.
    const list = await server.app.inject({ method: 'GET', url: `/api/reports?project=${project.id}&type=warning_letter`, headers: users.admin.headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((report: { id: string }) => report.id)).toContain(stored[0]!.id);
    const pdf = await server.app.inject({ method: 'GET', url: `/api/reports/${stored[0]!.id}/pdf`, headers: users.admin.headers });
    expect(pdf.statusCode).toBe(200);
    const { text } = await parsePdf(pdf.rawPayload);
    const [projectRow] = await server.database.db.query.projects.findMany({ where: (table, { eq: equals }) => equals(table.id, project.id) });
    expect(text.replace(/\s+/g, ' ')).toContain(projectRow!.address);
    expect(text).toContain('Trueline Painting');

    // The e-mail (sent after the commit) carries the same letter.
    await drainOutbox(server.app);
    const mails = readdirSync(server.mailDir).map((name) => readFileSync(join(server.mailDir, name), 'utf8'));
    const warning = mails.find((raw) => raw.includes('deficiency.warning') && raw.includes('office@trueline.example'))!;
    const attachment = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/i.exec(warning)?.[1];
    expect(attachment).toBeTruthy();
    expect(Buffer.from(attachment!.replace(/\s+/g, ''), 'base64').equals(pdf.rawPayload)).toBe(true);

    // A refused warning (nobody to send it to) stores no letter.
    const [silent] = await server.database.db.insert(companies).values({ name: 'No Mail Coatings', type: 'painting_contractor' }).returning({ id: companies.id });
    const other = await insertDeficiency({ responsibleCompanyId: silent!.id });
    expect((await post(other, 'warn', users.admin)).statusCode).toBe(409);
    expect(await server.database.db.select().from(reports).where(eq(reports.deficiencyId, other))).toHaveLength(0);
  });

  describe('as queued writes: an Idempotency-Key makes a resend harmless (docs/offline.md, "Waiting writes")', () => {
    const postOnce = (id: string, action: string, user: SignedInUser, key: string, payload: object = {}) =>
      server.app.inject({ method: 'POST', url: `/api/deficiencies/${id}/${action}`, headers: { ...user.headers, [IDEMPOTENCY_KEY_HEADER]: key }, payload });
    const auditCount = async (id: string, action: string) =>
      (await server.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)))).length;

    it('sends a reminder once for the same key twice: the second answer is the first, replayed', async () => {
      const id = await insertDeficiency();
      const key = crypto.randomUUID();
      const first = await postOnce(id, 'remind', users.inspector, key);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
      const again = await postOnce(id, 'remind', users.inspector, key);
      expect(again.statusCode).toBe(200);
      expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(deficiencyResponseSchema.parse(again.json()).data).toMatchObject({ status: 'notified', reminder_count: 1 });

      const [row] = await server.database.db.select().from(deficiencies).where(eq(deficiencies.id, id));
      expect(row!.reminderCount).toBe(1);
      expect(await auditCount(id, 'deficiency.remind')).toBe(1);
      await drainOutbox(server.app);
      const mails = await server.database.db.select().from(emailLog).where(eq(emailLog.entityId, id));
      expect(mails.map((mail) => mail.type)).toEqual(['deficiency.reminder']);

      // A new key is a new reminder.
      expect((await postOnce(id, 'remind', users.inspector, crypto.randomUUID())).json().data).toMatchObject({ reminder_count: 2 });
    });

    it('records a dispute with its note once; the same key with another note is refused (422)', async () => {
      const id = await insertDeficiency();
      const key = crypto.randomUUID();
      const note = { note: 'The contractor says the readings were taken before the second coat.' };
      const first = await postOnce(id, 'dispute', users.inspector, key, note);
      expect(first.statusCode, first.body).toBe(200);
      const again = await postOnce(id, 'dispute', users.inspector, key, note);
      expect(again.statusCode).toBe(200);
      expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await auditCount(id, 'deficiency.dispute')).toBe(1);
      expect((await postOnce(id, 'dispute', users.inspector, key, { note: 'Another reason' })).statusCode).toBe(422);
    });

    it('refuses with 409 and the reason when the deficiency moved on while the action waited; a resend of it is the same 409', async () => {
      const id = await insertDeficiency();
      // Someone else verified it meanwhile.
      expect((await post(id, 'verify', users.admin)).statusCode).toBe(200);
      const key = crypto.randomUUID();
      const refused = await postOnce(id, 'dispute', users.inspector, key, { note: 'Written offline on Friday.' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'invalid_transition', error: 'Not possible now', message: 'Only an unresolved deficiency can be disputed.' });
      const again = await postOnce(id, 'dispute', users.inspector, key, { note: 'Written offline on Friday.' });
      expect(again.statusCode).toBe(409);
      expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
      expect(again.json()).toEqual(refused.json());
      const [row] = await server.database.db.select().from(deficiencies).where(eq(deficiencies.id, id));
      expect(row!.status).toBe('verified');
      expect(await auditCount(id, 'deficiency.dispute')).toBe(0);
    });

    it('claims no key for a refused role: a client is 403 and an Admin may then use the key', async () => {
      const id = await insertDeficiency();
      const key = crypto.randomUUID();
      expect((await postOnce(id, 'remind', users.client, key)).statusCode).toBe(403);
      expect((await postOnce(id, 'remind', users.admin, key)).statusCode).toBe(200);
    });
  });
});

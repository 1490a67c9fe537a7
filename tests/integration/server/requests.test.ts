import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  billingStages,
  counters,
  emailLog,
  notifications,
  projects,
  requestEvents,
  requests,
} from '../../../src/server/db/schema';
import { putSetting, SETTING_KEYS } from '../../../src/server/repositories/settings';
import { convertRequestResponseSchema } from '../../../src/shared/schemas/projects';
import {
  requestDetailSchema,
  requestsListResponseSchema,
  requestSummarySchema,
  type ConvertRequestInput,
  type CreateRequestInput,
  type RequestSummary,
} from '../../../src/shared/schemas/requests';
import { rfiBody } from '../../support/request-bodies';
import { drainOutbox, startTestServer, type TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

const YY = String(new Date().getUTCFullYear() % 100).padStart(2, '0');

const rfi = rfiBody;

const convertBody = (leadInspectorId: string, overrides: Partial<ConvertRequestInput> = {}): ConvertRequestInput => ({
  projectName: 'Harbour Tower exterior',
  region: 'BC',
  leadInspectorId,
  stageDates: { deposit: '2026-06-01', progress: '2026-07-15', final: '2026-10-01' },
  ...overrides,
});

describe('Client requests and request management (/api/requests)', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let inspector: SignedInUser;
  let client: SignedInUser;
  let colleague: SignedInUser;
  let stranger: SignedInUser;
  let companyId: string;

  beforeAll(async () => {
    server = await startTestServer();
    companyId = await createCompany(server, 'Harbourview Strata Council');
    const otherCompanyId = await createCompany(server, 'Elsewhere Holdings');
    admin = await signedInUser(server, 'Admin');
    inspector = await signedInUser(server, 'Inspector', { firstName: 'Jordan', lastName: 'Lee' });
    client = await signedInUser(server, 'Client', { firstName: 'Priya', lastName: 'Shah', companyId });
    colleague = await signedInUser(server, 'Client', { companyId });
    stranger = await signedInUser(server, 'Client', { companyId: otherCompanyId });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    const db = server.database.db;
    // The last test's e-mails are sent first: deleting their log rows under the sender deadlocks.
    await drainOutbox(server.app);
    await db.update(requests).set({ projectId: null });
    await db.delete(billingStages);
    await db.delete(projects);
    await db.delete(requests);
    await db.delete(counters);
    await db.delete(notifications);
    await db.delete(auditLog);
    await db.delete(emailLog);
  });

  async function create(user: SignedInUser = client, body: CreateRequestInput = rfi(), headers: Record<string, string> = {}) {
    const res = await server.app.inject({ method: 'POST', url: '/api/requests', headers: { ...user.headers, ...headers }, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return requestSummarySchema.parse(res.json());
  }

  const post = (url: string, user: SignedInUser, payload: unknown) =>
    server.app.inject({ method: 'POST', url, headers: user.headers, payload: payload as object });

  // --- authentication and roles ----------------------------------------------------------------

  // Bodies are valid, so only the permission check (which runs first anyway) can refuse these calls.
  const id = crypto.randomUUID();
  const anyone = crypto.randomUUID();
  const routes = [
    { method: 'POST' as const, url: '/api/requests', payload: rfi(), forbidden: ['Admin', 'Inspector'] },
    { method: 'GET' as const, url: '/api/requests', payload: undefined, forbidden: [] },
    { method: 'GET' as const, url: `/api/requests/${id}`, payload: undefined, forbidden: [] },
    { method: 'POST' as const, url: `/api/requests/${id}/assign`, payload: { inspectorId: anyone }, forbidden: ['Client', 'Inspector'] },
    { method: 'POST' as const, url: `/api/requests/${id}/request-info`, payload: { message: 'Send the drawings.' }, forbidden: ['Client', 'Inspector'] },
    { method: 'POST' as const, url: `/api/requests/${id}/decline`, payload: { reason: 'Outside our area.' }, forbidden: ['Client', 'Inspector'] },
    { method: 'POST' as const, url: `/api/requests/${id}/convert`, payload: convertBody(anyone), forbidden: ['Client', 'Inspector'] },
  ];

  it.each(routes)('$method $url answers 401 without a token', async ({ method, url, payload }) => {
    const res = await server.app.inject({ method, url, payload: payload as object | undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it.each(routes.filter((route) => route.forbidden.length > 0))(
    '$method $url answers 403 to $forbidden and writes nothing',
    async ({ method, url, payload, forbidden }) => {
      const users = { Admin: admin, Inspector: inspector, Client: client } as const;
      for (const role of forbidden as Array<keyof typeof users>) {
        const res = await server.app.inject({ method, url, headers: users[role].headers, payload: payload as object | undefined });
        expect(res.statusCode, role).toBe(403);
        expect(res.json()).toMatchObject({ code: 'forbidden' });
      }
      expect(await server.database.db.select().from(requests)).toHaveLength(0);
    },
  );

  // --- create ----------------------------------------------------------------------------------

  it('creates a request: number, event, Admin notification, audit log and an e-mailed receipt', async () => {
    const summary = await create();
    expect(summary.request_no).toMatch(new RegExp(`^RQ-${new Date().getUTCFullYear()}-000001$`));
    expect(summary).toMatchObject({
      status: 'submitted',
      type: 'inspection',
      contract_amount_cents: 25_000_050,
      company_id: companyId,
      company_name: 'Harbourview Strata Council',
      requester_name: 'Priya Shah',
      project_id: null,
    });
    const db = server.database.db;
    const events = await db.select().from(requestEvents).where(eq(requestEvents.requestId, summary.id));
    expect(events).toMatchObject([{ kind: 'status', status: 'submitted', actorId: client.id }]);
    const notes = await db.select().from(notifications);
    expect(notes).toMatchObject([{ kind: 'new_request', link: '/request-management', entityType: 'request', entityId: summary.id }]);
    expect(notes[0]!.title).toContain(summary.request_no);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, summary.id));
    expect(audits).toMatchObject([{ action: 'request.create', actorId: client.id }]);
    await drainOutbox(server.app);
    const mails = await db.select().from(emailLog).where(eq(emailLog.entityId, summary.id));
    expect(mails).toMatchObject([{ type: 'request.receipt', recipient: client.email, status: 'sent' }]);
    expect(mails[0]!.subject).toContain(summary.request_no);
    expect(readdirSync(server.mailDir).some((file) => file.endsWith('.eml'))).toBe(true);

    const second = await create(colleague, rfi({ type: 'consultation', details: { topic: 'Coating failure', meeting_mode: 'remote', hours_estimate: 1.5 } }));
    expect(second.request_no).toMatch(/-000002$/);
  });

  it('accepts each kind of request with its own details', async () => {
    const spec = await create(client, rfi({ type: 'specification', details: { surfaces: 'Exterior stucco, balcony railings', deadline: '2026-05-15' } }));
    const detail = requestDetailSchema.parse(
      (await server.app.inject({ method: 'GET', url: `/api/requests/${spec.id}`, headers: client.headers })).json(),
    );
    expect(detail.details).toEqual({ surfaces: 'Exterior stucco, balcony railings', deadline: '2026-05-15' });
    expect(detail.parties.owner?.name).toBe('Harbourview Strata');
    expect(detail.timeline).toMatchObject([{ kind: 'status', status: 'submitted', by_name: 'Priya Shah' }]);
  });

  it.each([
    ['a short description', { description: 'too short' }, 'description'],
    ['an end before the start', { desired_end_date: '2026-05-01' }, 'desired_end_date'],
    ['a contract amount with 3 decimals', { contract_amount: 10.005 }, 'contract_amount'],
    ['a zero contract amount', { contract_amount: 0 }, 'contract_amount'],
    ['an unknown type', { type: 'survey' }, 'type'],
    ['inspection details missing', { details: {} }, 'details'],
    ['a bad region', { region: 'XX' }, 'region'],
  ])('answers 400 for %s and writes nothing', async (_name, overrides, field) => {
    const res = await server.app.inject({ method: 'POST', url: '/api/requests', headers: client.headers, payload: rfi(overrides) });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.issues.some((issue: { path: string[] }) => issue.path.includes(field))).toBe(true);
    const db = server.database.db;
    expect(await db.select().from(requests)).toHaveLength(0);
    expect(await db.select().from(notifications)).toHaveLength(0);
    expect(await db.select().from(emailLog)).toHaveLength(0);
  });

  it('is idempotent: the same Idempotency-Key twice saves one request and sends one e-mail', async () => {
    const key = crypto.randomUUID();
    const first = await create(client, rfi(), { 'idempotency-key': key });
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: { ...client.headers, 'idempotency-key': key },
      payload: rfi(),
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.id);
    const db = server.database.db;
    expect(await db.select().from(requests)).toHaveLength(1);
    expect(await db.select().from(emailLog)).toHaveLength(1);
    expect(await db.select().from(notifications)).toHaveLength(1);
  });

  // --- ownership -------------------------------------------------------------------------------

  it("lists only the caller's company requests; Admin sees all; filters and search work", async () => {
    const mine = await create(client);
    const colleagues = await create(colleague, rfi({ project_name: 'Seawall Library', type: 'consultation', details: { topic: 'Graffiti coating', meeting_mode: 'site_visit', hours_estimate: 3 } }));
    const theirs = await create(stranger, rfi({ project_name: 'Stranger School' }));

    const list = async (user: SignedInUser, query = '') => {
      const res = await server.app.inject({ method: 'GET', url: `/api/requests${query}`, headers: user.headers });
      expect(res.statusCode).toBe(200);
      return requestsListResponseSchema.parse(res.json());
    };
    const ids = (rows: RequestSummary[]) => rows.map((row) => row.id).sort();

    expect(ids((await list(client)).data)).toEqual([mine.id, colleagues.id].sort());
    expect(ids((await list(colleague)).data)).toEqual([mine.id, colleagues.id].sort());
    expect(ids((await list(stranger)).data)).toEqual([theirs.id]);
    expect((await list(client, '?search=Stranger')).data).toHaveLength(0);
    expect((await list(admin)).total).toBe(3);
    expect(ids((await list(admin, '?search=stranger')).data)).toEqual([theirs.id]);
    expect(ids((await list(admin, '?type=consultation')).data)).toEqual([colleagues.id]);
    expect(ids((await list(admin, '?status=submitted&pageSize=2')).data)).toHaveLength(2);
    expect(await list(admin, '?pageSize=2&page=2')).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect((await list(admin, `?search=${mine.request_no}`)).data.map((row) => row.id)).toEqual([mine.id]);
    // Every open status at once, on the server: the oldest open request is in the first page of
    // open ones, though newer closed requests fill the first page of all.
    const declined = [await create(client), await create(client)];
    for (const request of declined) await server.app.inject({ method: 'POST', url: `/api/requests/${request.id}/decline`, headers: admin.headers, payload: { reason: 'Outside our area.' } });
    expect(ids((await list(admin, '?pageSize=2')).data)).toEqual(ids(declined));
    const open = await list(admin, '?open=true&pageSize=3');
    expect(open.total).toBe(3);
    expect(ids(open.data)).toEqual([mine.id, colleagues.id, theirs.id].sort());
    expect((await server.app.inject({ method: 'GET', url: '/api/requests?open=maybe', headers: admin.headers })).statusCode).toBe(400);
    // Sorted on the server, by any column of the queue, each way; an unknown column is refused.
    const names = (rows: RequestSummary[]) => rows.map((row) => row.project_name);
    expect(names((await list(admin, '?open=true&sort=project&order=asc')).data)).toEqual(['Harbour Tower repaint', 'Seawall Library', 'Stranger School']);
    expect(names((await list(admin, '?open=true&sort=project&order=desc&pageSize=1&page=3')).data)).toEqual(['Harbour Tower repaint']);
    expect((await list(admin, '?sort=status&order=desc&pageSize=2')).data.map((row) => row.status)).toEqual(['declined', 'declined']);
    const byNumber = (await list(admin, '?sort=request_no&order=asc')).data.map((row) => row.request_no);
    expect(byNumber).toEqual([...byNumber].sort());
    for (const bad of ['?sort=password', '?order=sideways']) {
      const refused = await server.app.inject({ method: 'GET', url: `/api/requests${bad}`, headers: admin.headers });
      expect(refused.statusCode, bad).toBe(400);
    }
    // An Inspector sees only what is assigned to them: nothing yet.
    expect((await list(inspector)).total).toBe(0);

    const detail = await server.app.inject({ method: 'GET', url: `/api/requests/${theirs.id}`, headers: client.headers });
    expect(detail.statusCode).toBe(404);
    const missing = await server.app.inject({ method: 'GET', url: `/api/requests/${crypto.randomUUID()}`, headers: client.headers });
    expect(detail.json()).toEqual(missing.json());
    const own = await server.app.inject({ method: 'GET', url: `/api/requests/${colleagues.id}`, headers: client.headers });
    expect(own.statusCode).toBe(200);
  });

  // --- admin actions ---------------------------------------------------------------------------

  it('assigns an inspector, asks for information and declines, with events, e-mails and audit', async () => {
    const request = await create();
    const assigned = await post(`/api/requests/${request.id}/assign`, admin, { inspectorId: inspector.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(requestDetailSchema.parse(assigned.json())).toMatchObject({ status: 'under_review', assigned_to: inspector.id, assigned_to_name: 'Jordan Lee' });
    const inspectorList = await server.app.inject({ method: 'GET', url: '/api/requests', headers: inspector.headers });
    expect(inspectorList.json().total).toBe(1);

    const notInspector = await post(`/api/requests/${request.id}/assign`, admin, { inspectorId: client.id });
    expect(notInspector.statusCode).toBe(400);

    const info = await post(`/api/requests/${request.id}/request-info`, admin, { message: 'Please send the finish schedule.' });
    expect(info.statusCode, info.body).toBe(200);
    const afterInfo = requestDetailSchema.parse(info.json());
    expect(afterInfo.status).toBe('information_requested');
    expect(afterInfo.timeline.map((event) => [event.kind, event.status])).toEqual([
      ['status', 'submitted'],
      ['status', 'under_review'],
      ['status', 'information_requested'],
      ['message', null],
    ]);
    expect(afterInfo.timeline.at(-1)!.note).toBe('Please send the finish schedule.');

    const declined = await post(`/api/requests/${request.id}/decline`, admin, { reason: 'Outside our service area.' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined' });

    const clientView = requestDetailSchema.parse(
      (await server.app.inject({ method: 'GET', url: `/api/requests/${request.id}`, headers: client.headers })).json(),
    );
    expect(clientView.timeline.at(-1)).toMatchObject({ status: 'declined', note: 'Outside our service area.' });

    const db = server.database.db;
    const mails = await db.select({ type: emailLog.type, to: emailLog.recipient }).from(emailLog).where(eq(emailLog.entityId, request.id));
    expect(mails.map((mail) => mail.type).sort()).toEqual(['request.assigned', 'request.declined', 'request.information_requested', 'request.receipt']);
    expect(mails.filter((mail) => mail.type !== 'request.assigned').every((mail) => mail.to === client.email)).toBe(true);
    expect(mails.find((mail) => mail.type === 'request.assigned')!.to).toBe(inspector.email);
    const audits = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, request.id));
    expect(audits.map((audit) => audit.action).sort()).toEqual(['request.assign', 'request.create', 'request.decline', 'request.request_info']);

    // Declined is final: converting or declining again is a 409 with a clear message.
    const convert = await post(`/api/requests/${request.id}/convert`, admin, convertBody(inspector.id));
    expect(convert.statusCode).toBe(409);
    expect(convert.json()).toMatchObject({ code: 'invalid_transition' });
    expect(convert.json().message).toContain('declined');
    expect(await db.select().from(projects)).toHaveLength(0);
  });

  it('e-mails the assigned inspector the request number, project, site and a link, after the assignment is saved', async () => {
    const request = await create();
    await drainOutbox(server.app);
    const before = new Set(readdirSync(server.mailDir));
    const assigned = await post(`/api/requests/${request.id}/assign`, admin, { inspectorId: inspector.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const detail = requestDetailSchema.parse(assigned.json());
    await drainOutbox(server.app);
    const files = readdirSync(server.mailDir).filter((file) => !before.has(file) && file.includes('request.assigned'));
    expect(files).toHaveLength(1);
    const mail = readFileSync(join(server.mailDir, files[0]!), 'utf8');
    const text = mail.replace(/=\r?\n/g, '');
    expect(mail).toContain(`To: ${inspector.email}`);
    expect(text).toContain(detail.request_no);
    expect(text).toContain(detail.project_name);
    expect(text).toContain(detail.site_address);
    expect(text).toContain(`${server.config.publicUrl}/my-requests/${detail.id}`);
  });

  it('keeps the assignment when the inspector cannot be e-mailed', async () => {
    const request = await create();
    const send = vi.spyOn(server.app.mailer, 'send').mockRejectedValue(new Error('SMTP server unreachable'));
    try {
      const assigned = await post(`/api/requests/${request.id}/assign`, admin, { inspectorId: inspector.id });
      expect(assigned.statusCode, assigned.body).toBe(200);
      await drainOutbox(server.app);
      expect(send).toHaveBeenCalledWith(expect.objectContaining({ type: 'request.assigned', to: inspector.email }));
    } finally {
      send.mockRestore();
    }
    const [row] = await server.database.db.select({ assignedTo: requests.assignedTo, status: requests.status }).from(requests).where(eq(requests.id, request.id));
    expect(row).toEqual({ assignedTo: inspector.id, status: 'under_review' });
  });

  it('answers 404 for an action on a request that does not exist, and 400 for a bad body', async () => {
    expect((await post(`/api/requests/${crypto.randomUUID()}/decline`, admin, { reason: 'Not for us, sorry.' })).statusCode).toBe(404);
    const request = await create();
    expect((await post(`/api/requests/${request.id}/decline`, admin, { reason: '' })).statusCode).toBe(400);
    const badDates = await post(`/api/requests/${request.id}/convert`, admin, convertBody(inspector.id, {
      stageDates: { deposit: '2026-08-01', progress: '2026-07-01', final: '2026-10-01' },
    }));
    expect(badDates.statusCode).toBe(400);
    expect(await server.database.db.select().from(projects)).toHaveLength(0);
  });

  // --- conversion ------------------------------------------------------------------------------

  it('converts into a project with code, fee, three billing stages and review status Pending', async () => {
    const request = await create(); // $250,000.50 at 5 % = $12,500.03 (above the $1,500 minimum)
    const res = await post(`/api/requests/${request.id}/convert`, admin, convertBody(inspector.id));
    expect(res.statusCode, res.body).toBe(200);
    const body = convertRequestResponseSchema.parse(res.json());
    expect(body.project).toMatchObject({
      project_code: `BC-${YY}-0001`,
      project_name: 'Harbour Tower exterior',
      company_id: companyId,
      company_name: 'Harbourview Strata Council',
      review_status: 'Pending',
      status: 'active',
      base_contract_cents: 25_000_050,
      fee_cents: 1_250_003,
      lead_inspector_id: inspector.id,
      lead_inspector_name: 'Jordan Lee',
      request_id: request.id,
    });
    expect(body.billing_stages.map((stage) => [stage.seq, stage.total_amount_cents, stage.to_be_invoiced_date, stage.status])).toEqual([
      // Stored as scheduled; shown as ready, since these dates have passed (stageStatusOn).
      [1, 375_001, '2026-06-01', 'ready'],
      [2, 500_001, '2026-07-15', 'ready'],
      [3, 375_001, '2026-10-01', 'ready'],
    ]);
    expect(body.billing_stages.reduce((sum, stage) => sum + stage.total_amount_cents, 0)).toBe(1_250_003);
    expect(body.request).toMatchObject({ status: 'converted', project_id: body.project.project_id, project_code: `BC-${YY}-0001` });
    expect(body.request.timeline.at(-1)!.note).toContain(`BC-${YY}-0001`);

    const db = server.database.db;
    const audits = await db.select({ action: auditLog.action }).from(auditLog);
    expect(audits.map((audit) => audit.action)).toEqual(expect.arrayContaining(['request.convert', 'project.create']));
    const mails = await db.select({ type: emailLog.type }).from(emailLog).where(eq(emailLog.entityId, request.id));
    expect(mails.map((mail) => mail.type)).toContain('request.converted');

    // Converted is final.
    const again = await post(`/api/requests/${request.id}/convert`, admin, convertBody(inspector.id));
    expect(again.statusCode).toBe(409);
  });

  it('numbers project codes per region and year, and applies the minimum fee from the settings', async () => {
    await putSetting(server.database.db, SETTING_KEYS.feeMinimumCents, 200_000);
    const small = rfi({ contract_amount: 1000 });
    const codes: string[] = [];
    for (const region of ['BC', 'BC', 'AB', 'BC'] as const) {
      const request = await create(client, small);
      const res = await post(`/api/requests/${request.id}/convert`, admin, convertBody(inspector.id, { region }));
      expect(res.statusCode, res.body).toBe(200);
      const body = convertRequestResponseSchema.parse(res.json());
      expect(body.project.fee_cents).toBe(200_000);
      codes.push(body.project.project_code);
    }
    expect(codes).toEqual([`BC-${YY}-0001`, `BC-${YY}-0002`, `AB-${YY}-0001`, `BC-${YY}-0003`]);
    await putSetting(server.database.db, SETTING_KEYS.feeMinimumCents, 150_000);
  });

  async function expectNothingConverted(requestId: string) {
    const db = server.database.db;
    const [row] = await db.select().from(requests).where(eq(requests.id, requestId));
    expect(row).toMatchObject({ status: 'submitted', projectId: null });
    expect(await db.select().from(billingStages)).toHaveLength(0);
    const events = await db.select().from(requestEvents).where(eq(requestEvents.requestId, requestId));
    expect(events.map((event) => event.status)).toEqual(['submitted']);
    const audits = await db.select({ action: auditLog.action }).from(auditLog);
    expect(audits.map((audit) => audit.action)).toEqual(['request.create']);
    const [counter] = await db.select().from(counters).where(eq(counters.key, `project:BC:${YY}`));
    expect(counter).toBeUndefined();
  }

  it('rolls the whole conversion back when a part fails (a billing stage insert fails)', async () => {
    const db = server.database.db;
    const request = await create();
    await db.execute(sql`
      create or replace function fail_third_stage() returns trigger language plpgsql as $$
      begin
        if new.seq = 3 then raise exception 'forced failure for the rollback test'; end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger fail_third_stage before insert on billing_stages for each row execute function fail_third_stage()`);
    try {
      const res = await post(`/api/requests/${request.id}/convert`, admin, convertBody(inspector.id));
      expect(res.statusCode).toBe(500);
      expect(await db.select().from(projects)).toHaveLength(0);
      await expectNothingConverted(request.id);
    } finally {
      await db.execute(sql`drop trigger fail_third_stage on billing_stages`);
      await db.execute(sql`drop function fail_third_stage()`);
    }
    // With the failure gone, the same request converts and gets the first code: no gap.
    const res = await post(`/api/requests/${request.id}/convert`, admin, convertBody(inspector.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().project.project_code).toBe(`BC-${YY}-0001`);
  });

  it('rolls back and answers 409 when the next project code is already taken', async () => {
    const db = server.database.db;
    const request = await create();
    await db.insert(projects).values({
      projectCode: `BC-${YY}-0001`,
      projectName: 'Entered by hand',
      address: '1 Main Street',
      region: 'BC',
      sector: 'public',
      buildingType: 'school',
      workType: 'new',
      baseContractCents: 100_000,
      feeCents: 150_000,
    });
    const res = await post(`/api/requests/${request.id}/convert`, admin, convertBody(inspector.id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'project_code_taken' });
    expect(await db.select().from(projects)).toHaveLength(1);
    await expectNothingConverted(request.id);
  });
});

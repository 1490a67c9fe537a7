import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingStages, deficiencies, notifications, pushOutbox, pushSubscriptions } from '../../../src/server/db/schema';
import { toNotificationResponse } from '../../../src/server/repositories/notifications';
import { createDueNotifications, deficiencyOverdueKey, invoiceDueKey } from '../../../src/server/services/due-notifications';
import { createScheduler, type SchedulerDeps } from '../../../src/server/services/scheduler';
import { notificationSchema } from '../../../src/shared/schemas/notifications';
import { insertSampleProject } from '../../support/sample-project';
import { startTestServer, type TestServer } from '../../support/server';
import { createCompany, signedInUser } from '../../support/signed-in-users';

/** The scheduler's job that notifies the Admins of overdue deficiencies and invoices due, once each (fake clock). */
describe('Due notifications (deficiency overdue, invoice due)', () => {
  let server: TestServer;
  let clock: Date;
  let deps: SchedulerDeps;
  let project: { id: string; projectCode: string };
  const ids = {} as Record<'lobby' | 'stair' | 'roof' | 'garage' | 'hall' | 'attic' | 'deposit' | 'progress' | 'old' | 'rebill' | 'final' | 'basement' | 'backlog', string>;

  const at = (iso: string) => {
    clock = new Date(iso);
  };
  const notificationsOf = async (entityIds: string[]) =>
    server.database.db.select().from(notifications).where(inArray(notifications.entityId, entityIds)).orderBy(notifications.createdAt, notifications.title);
  const all = () => notificationsOf(Object.values(ids));

  beforeAll(async () => {
    // The fake clock's days below are UTC days: the provider's day is counted in UTC here.
    server = await startTestServer({ env: { PROVIDER_TIME_ZONE: 'UTC' } });
    deps = { db: server.database.db, files: server.app.files, config: server.config, now: () => clock };
    project = await insertSampleProject(server, { companyId: null });
    const base = { projectId: project.id, category: 'coverage', severity: 'major', description: 'Missed areas' } as const;
    const rows = await server.database.db
      .insert(deficiencies)
      .values([
        { ...base, number: 1, location: 'Lobby', dueDate: '2026-03-09', status: 'open' }, // overdue on the 10th
        { ...base, number: 2, location: 'Stair A', dueDate: '2026-03-10', status: 'notified' }, // due on the 10th, overdue on the 11th
        { ...base, number: 3, location: 'Roof', dueDate: '2026-03-01', status: 'verified' }, // fixed
        { ...base, number: 4, location: 'Garage', dueDate: '2026-03-01', status: 'open', archived: true },
        { ...base, number: 5, location: 'Hall', dueDate: '2026-03-01', status: 'ready_for_reinspection' }, // progress made
        { ...base, number: 6, location: 'Attic', dueDate: null, status: 'open' },
        { ...base, number: 7, location: 'Basement', dueDate: '2026-02-20', status: 'open' }, // overdue since long before the first pass: backlog
      ])
      .returning({ id: deficiencies.id });
    [ids.lobby, ids.stair, ids.roof, ids.garage, ids.hall, ids.attic, ids.basement] = rows.map((row) => row.id) as [string, string, string, string, string, string, string];
    const stages = await server.database.db
      .insert(billingStages)
      .values([
        { projectId: project.id, seq: 1, stageDescription: 'Deposit', totalAmountCents: 100_000, toBeInvoicedDate: '2026-03-10', status: 'scheduled' },
        { projectId: project.id, seq: 2, stageDescription: 'Progress', totalAmountCents: 150_000, toBeInvoicedDate: '2026-03-13', status: 'scheduled' }, // pending, not due yet
        { projectId: project.id, seq: 3, stageDescription: 'Old', totalAmountCents: 50_000, toBeInvoicedDate: '2026-02-01', status: 'invoiced' },
        { projectId: project.id, seq: 4, stageDescription: 'Re-bill', totalAmountCents: 75_000, toBeInvoicedDate: null, status: 'ready' },
        { projectId: project.id, seq: 5, stageDescription: 'Final', totalAmountCents: 75_000, toBeInvoicedDate: null, status: 'scheduled' },
        { projectId: project.id, seq: 6, stageDescription: 'Backlog', totalAmountCents: 20_000, toBeInvoicedDate: '2026-02-25', status: 'scheduled' }, // due long before the first pass
      ])
      .returning({ id: billingStages.id });
    [ids.deposit, ids.progress, ids.old, ids.rebill, ids.final, ids.backlog] = stages.map((row) => row.id) as [string, string, string, string, string, string];
  });
  afterAll(() => server.close());

  it('notifies each overdue deficiency and due stage once, and nothing not yet due', async () => {
    at('2026-03-10T09:00:00Z');
    expect(await createDueNotifications(server.database.db, clock)).toMatchObject({ deficienciesOverdue: 1, invoicesDue: 2 });
    const first = await all();
    expect(first.map((row) => [row.kind, row.entityId])).toEqual(
      expect.arrayContaining([
        ['deficiency_overdue', ids.lobby],
        ['invoice_due', ids.deposit],
        ['invoice_due', ids.rebill],
      ]),
    );
    expect(first).toHaveLength(3);
    const lobby = first.find((row) => row.entityId === ids.lobby)!;
    expect(lobby).toMatchObject({
      title: `Deficiency overdue: ${project.projectCode} #1`,
      link: `/deficiency-tracking?project=${project.projectCode}`,
      entityType: 'deficiency',
      readAt: null,
      dedupeKey: deficiencyOverdueKey(ids.lobby, '2026-03-09'),
    });
    expect(first.find((row) => row.entityId === ids.rebill)!.dedupeKey).toBe(invoiceDueKey(ids.rebill, null));
    expect(first.find((row) => row.entityId === ids.deposit)).toMatchObject({ title: `Invoice due: ${project.projectCode} stage 1`, link: `/invoicing/project/${project.projectCode}`, entityType: 'billing_stage' });
    expect(() => notificationSchema.parse(toNotificationResponse(lobby))).not.toThrow();

    // Again, from several passes at once (two processes and the loop): nothing new.
    const scheduler = createScheduler(deps);
    const again = await Promise.all([createDueNotifications(server.database.db, clock), createDueNotifications(server.database.db, clock), scheduler.notifyDue()]);
    expect(again.every((result) => result.deficienciesOverdue === 0 && result.invoicesDue === 0)).toBe(true);
    expect(await all()).toHaveLength(3);
  });

  it('notifies what becomes due on later days, once, also after a restart (a new scheduler)', async () => {
    at('2026-03-11T00:05:00Z');
    expect(await createScheduler(deps).notifyDue()).toMatchObject({ deficienciesOverdue: 1, invoicesDue: 0 });
    expect((await notificationsOf([ids.stair])).map((row) => row.kind)).toEqual(['deficiency_overdue']);

    at('2026-03-12T12:00:00Z');
    expect(await createScheduler(deps).notifyDue()).toMatchObject({ deficienciesOverdue: 0, invoicesDue: 0 });
    at('2026-03-13T00:00:00Z');
    expect(await createScheduler(deps).notifyDue()).toMatchObject({ deficienciesOverdue: 0, invoicesDue: 1 });
    expect(await createScheduler(deps).notifyDue()).toMatchObject({ deficienciesOverdue: 0, invoicesDue: 0 });

    // Never for fixed, archived, in-progress or undated deficiencies, invoiced or undated stages, nor
    // for the backlog: what became due more than DUE_NOTIFICATIONS_CATCH_UP_DAYS before a pass.
    expect(await notificationsOf([ids.roof, ids.garage, ids.hall, ids.attic, ids.old, ids.final, ids.basement, ids.backlog])).toEqual([]);
    expect(await all()).toHaveLength(5);
  });

  it('notifies again when a new due date passes in turn', async () => {
    await server.database.db.update(deficiencies).set({ dueDate: '2026-03-20' }).where(eq(deficiencies.id, ids.lobby));
    at('2026-03-20T12:00:00Z');
    expect((await createDueNotifications(server.database.db, clock)).deficienciesOverdue).toBe(0);
    at('2026-03-21T12:00:00Z');
    expect((await createDueNotifications(server.database.db, clock)).deficienciesOverdue).toBe(1);
    expect(await notificationsOf([ids.lobby])).toHaveLength(2);
  });

  it("pushes 'deficiency due soon' once per deficiency and due date to the clients of the company that must fix it", async () => {
    const [owner, painter] = await Promise.all([createCompany(server), createCompany(server)]);
    const site = await insertSampleProject(server, { companyId: owner });
    const [ownerClient, painterClient] = await Promise.all([signedInUser(server, 'Client', { companyId: owner }), signedInUser(server, 'Client', { companyId: painter })]);
    const device = async (userId: string) => {
      const [row] = await server.database.db
        .insert(pushSubscriptions)
        .values({ userId, endpoint: `https://push.example/${crypto.randomUUID()}`, p256dh: 'key', auth: 'auth', deviceLabel: 'Chrome on Android' })
        .returning({ id: pushSubscriptions.id });
      return row!.id;
    };
    const [ownerDevice, painterDevice] = [await device(ownerClient.id), await device(painterClient.id)];
    const pushedTo = async (subscriptionId: string) =>
      (await server.database.db.select().from(pushOutbox).where(eq(pushOutbox.subscriptionId, subscriptionId)).orderBy(pushOutbox.id)).map((row) => [row.event, row.payload.title, row.payload.link]);
    const base = { projectId: site.id, category: 'coverage', severity: 'minor', description: 'Thin coat' } as const;
    const [unassigned] = await server.database.db
      .insert(deficiencies)
      .values([
        { ...base, number: 1, location: 'Lobby', dueDate: '2026-04-12', status: 'open' }, // the project's company answers for it
        { ...base, number: 2, location: 'Stair', dueDate: '2026-04-11', status: 'notified', responsibleCompanyId: painter }, // the painter's to fix
        { ...base, number: 3, location: 'Roof', dueDate: '2026-04-20', status: 'open' }, // not soon yet
        { ...base, number: 4, location: 'Hall', dueDate: '2026-04-11', status: 'ready_for_reinspection' }, // fixed, waiting on the inspector
        { ...base, number: 5, location: 'Garage', dueDate: '2026-04-09', status: 'open' }, // overdue already
        { ...base, number: 6, location: 'Attic', dueDate: '2026-04-11', status: 'open', archived: true },
      ])
      .returning({ id: deficiencies.id });
    const link = `/my-projects/${site.projectCode}`;

    at('2026-04-10T09:00:00Z');
    expect((await createDueNotifications(server.database.db, clock)).deficienciesDueSoon).toBe(2);
    expect(await pushedTo(ownerDevice)).toEqual([['deficiency_due', `Deficiency due soon: ${site.projectCode} #1`, link]]);
    expect(await pushedTo(painterDevice)).toEqual([['deficiency_due', `Deficiency due soon: ${site.projectCode} #2`, link]]);
    // Several passes at once, and the next day: nothing again.
    const again = await Promise.all([createDueNotifications(server.database.db, clock), createScheduler(deps).notifyDue()]);
    expect(again.map((result) => result.deficienciesDueSoon)).toEqual([0, 0]);
    at('2026-04-11T09:00:00Z');
    expect((await createDueNotifications(server.database.db, clock)).deficienciesDueSoon).toBe(0);
    expect(await pushedTo(ownerDevice)).toHaveLength(1);

    // A new due date is a new push; the roof becomes due soon in turn.
    await server.database.db.update(deficiencies).set({ dueDate: '2026-04-21' }).where(eq(deficiencies.id, unassigned!.id));
    at('2026-04-19T09:00:00Z');
    expect((await createDueNotifications(server.database.db, clock)).deficienciesDueSoon).toBe(2);
    expect((await pushedTo(ownerDevice)).map((push) => push[1])).toEqual([`Deficiency due soon: ${site.projectCode} #1`, `Deficiency due soon: ${site.projectCode} #3`, `Deficiency due soon: ${site.projectCode} #1`]);
    expect(await pushedTo(painterDevice)).toHaveLength(1);
  });
});

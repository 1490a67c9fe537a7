import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailOutbox, reportRuns, reportSchedules } from '../../../src/server/db/schema';
import type { Mailer } from '../../../src/server/services/mail';
import { OUTBOX_MAX_ATTEMPTS } from '../../../src/server/services/outbox';
import { createScheduler, INTERRUPTED_RUN_ERROR, runDueSchedules, type SchedulerDeps } from '../../../src/server/services/scheduler';
import { drainOutbox, startTestServer, type TestServer } from '../../support/server';

describe('Report scheduler (fake clock)', () => {
  let server: TestServer;
  let clock: Date;
  let deps: SchedulerDeps;

  const at = (iso: string) => {
    clock = new Date(iso);
  };
  const insertSchedule = async (values: Partial<typeof reportSchedules.$inferInsert> = {}) => {
    const [row] = await server.database.db
      .insert(reportSchedules)
      .values({
        name: 'Daily demographics',
        reportKey: 'demographics',
        cron: '0 7 * * *',
        timeZone: 'UTC',
        format: 'csv',
        recipients: ['owner@example.com'],
        nextRunAt: new Date('2026-01-05T07:00:00Z'),
        ...values,
      })
      .returning();
    return row!;
  };
  const runsOf = (scheduleId: string) => server.database.db.select().from(reportRuns).where(eq(reportRuns.scheduleId, scheduleId)).orderBy(reportRuns.dueAt);
  const nextRunAt = async (scheduleId: string) =>
    (await server.database.db.select().from(reportSchedules).where(eq(reportSchedules.id, scheduleId)))[0]!.nextRunAt?.toISOString();

  /** The transport of the outbox's sends, as a test wants it; the real one for the others. */
  const transport = (send: (mail: Parameters<Mailer['send']>[0], real: Mailer['send']) => ReturnType<Mailer['send']>) => {
    const real = server.app.mailer.send.bind(server.app.mailer);
    return vi.spyOn(server.app.mailer, 'send').mockImplementation((mail) => send(mail, real));
  };
  /** Every try the outbox makes, the retries' waits skipped: each e-mail ends sent or failed. */
  const drainEveryTry = async () => {
    for (let attempt = 0; attempt < OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      await drainOutbox(server.app);
      await server.database.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.status, 'pending'));
    }
  };

  beforeAll(async () => {
    server = await startTestServer();
    deps = { db: server.database.db, files: server.app.files, config: server.config, now: () => clock };
  });
  beforeEach(async () => {
    await server.database.db.delete(reportSchedules);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());

  it('is off in the test server unless a test starts it', () => {
    expect(server.config.SCHEDULER).toBeUndefined();
  });

  it('runs a schedule once per due time, however many ticks and processes ask', async () => {
    const schedule = await insertSchedule();
    const scheduler = createScheduler(deps);
    at('2026-01-05T06:59:00Z');
    expect(await scheduler.tick()).toEqual([]);

    at('2026-01-05T07:00:05Z');
    await scheduler.tick();
    await scheduler.tick();
    expect(await runsOf(schedule.id)).toHaveLength(1);
    expect(await nextRunAt(schedule.id)).toBe('2026-01-06T07:00:00.000Z');

    // Two processes (two passes straight on the database) and this process's loop, at once.
    at('2026-01-06T07:00:01Z');
    await Promise.all([runDueSchedules(deps), runDueSchedules(deps), scheduler.tick(), scheduler.tick()]);
    await drainOutbox(server.app);
    const runs = await runsOf(schedule.id);
    expect(runs.map((run) => run.dueAt.toISOString())).toEqual(['2026-01-05T07:00:00.000Z', '2026-01-06T07:00:00.000Z']);
    expect(runs.every((run) => run.status === 'succeeded')).toBe(true);
    expect(runs[0]).toMatchObject({ emailedTo: ['owner@example.com'], fileName: expect.stringMatching(/\.csv$/) });
    expect(runs[0]!.sizeBytes).toBeGreaterThan(0);

    // Each run e-mailed its file as an attachment.
    const files = (await readdir(server.mailDir)).filter((file) => file.includes('schedule.report'));
    expect(files).toHaveLength(2);
    const mail = await readFile(join(server.mailDir, files[0]!), 'utf8');
    expect(mail).toMatch(/Content-Disposition: attachment;\s+filename=/);
    expect(mail).toContain('To: owner@example.com');
  });

  it('runs a time missed while the server was down once, then carries on from now', async () => {
    const schedule = await insertSchedule({ name: 'Missed', nextRunAt: new Date('2026-02-01T07:00:00Z') });
    at('2026-02-06T12:00:00Z'); // five due times passed while stopped
    await runDueSchedules(deps);
    await runDueSchedules(deps);
    const runs = await runsOf(schedule.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.dueAt.toISOString()).toBe('2026-02-01T07:00:00.000Z');
    expect(await nextRunAt(schedule.id)).toBe('2026-02-07T07:00:00.000Z');
  });

  it('records a failure with its error, and the next run still happens', async () => {
    const unreachable = transport(() => Promise.reject(new Error('SMTP server unreachable')));
    const schedule = await insertSchedule({ name: 'Flaky', cron: '30 8 * * *', timeZone: 'America/Vancouver', nextRunAt: new Date('2026-03-02T16:30:00Z') });
    at('2026-03-02T16:31:00Z');
    await runDueSchedules(deps);
    await drainEveryTry();
    unreachable.mockRestore();
    at('2026-03-03T16:30:00Z');
    await runDueSchedules(deps);
    await drainOutbox(server.app);
    const runs = await runsOf(schedule.id);
    expect(runs.map((run) => [run.status, run.error])).toEqual([
      ['failed', 'Could not e-mail 1 of 1 recipients: owner@example.com (SMTP server unreachable)'],
      ['succeeded', null],
    ]);
    expect(runs[0]!.finishedAt).not.toBeNull();
    // Its file was made and kept even though nobody could be e-mailed.
    expect(runs[0]).toMatchObject({ fileName: expect.stringMatching(/\.csv$/), emailedTo: [], deliveries: [{ recipient: 'owner@example.com', status: 'failed', error: 'SMTP server unreachable' }] });
    expect(await nextRunAt(schedule.id)).toBe('2026-03-04T16:30:00.000Z');
  });

  it('e-mails every recipient whatever happens to one of them, and records each outcome on the run', async () => {
    transport((mail, real) => (mail.to === 'bounce@example.com' ? Promise.reject(new Error('550 mailbox unavailable')) : real(mail)));
    const recipients = ['first@example.com', 'bounce@example.com', 'last@example.com'];
    const schedule = await insertSchedule({ name: 'Mixed', recipients, nextRunAt: new Date('2026-07-01T07:00:00Z') });
    at('2026-07-01T07:00:10Z');
    await runDueSchedules(deps);
    await drainEveryTry();
    const [run] = await runsOf(schedule.id);
    expect(run).toMatchObject({
      status: 'partly_failed',
      emailedTo: ['first@example.com', 'last@example.com'],
      deliveries: [
        { recipient: 'first@example.com', status: 'sent', error: null },
        { recipient: 'bounce@example.com', status: 'failed', error: '550 mailbox unavailable' },
        { recipient: 'last@example.com', status: 'sent', error: null },
      ],
      error: 'Could not e-mail 1 of 3 recipients: bounce@example.com (550 mailbox unavailable)',
      fileName: expect.stringMatching(/\.csv$/),
    });
    expect(run!.finishedAt).not.toBeNull();
    expect(await server.app.files.exists(run!.fileSha256!)).toBe(true);
    // The recipients after the failed one got their mail too.
    const mails = await Promise.all(
      (await readdir(server.mailDir)).filter((file) => file.includes('schedule.report')).map((file) => readFile(join(server.mailDir, file), 'utf8')),
    );
    const mixed = mails.filter((mail) => mail.includes('Subject: Mixed:'));
    expect(mixed.map((mail) => /^To: (.*)$/m.exec(mail)?.[1]).sort()).toEqual(['first@example.com', 'last@example.com']);
  });

  it('records a report that cannot run (a deficiency list of a missing project) as failed', async () => {
    const schedule = await insertSchedule({ name: 'Gone', reportKey: 'deficiency_list', format: 'pdf', filters: { project_id: crypto.randomUUID() }, nextRunAt: new Date('2026-04-01T07:00:00Z') });
    at('2026-04-01T07:00:00Z');
    await runDueSchedules(deps);
    const [run] = await runsOf(schedule.id);
    expect(run).toMatchObject({ status: 'failed', error: expect.stringContaining('project') });
  });

  it('records a run cut off by a stopped server as failed on a later pass', async () => {
    const schedule = await insertSchedule({ name: 'Cut off', enabled: false });
    const [stale] = await server.database.db
      .insert(reportRuns)
      .values({ scheduleId: schedule.id, dueAt: new Date('2026-06-01T07:00:00Z'), startedAt: new Date('2026-06-01T07:00:00Z') })
      .returning();
    at('2026-06-01T07:10:00Z');
    await runDueSchedules(deps);
    expect((await runsOf(schedule.id))[0]!.status).toBe('running');
    at('2026-06-01T08:00:00Z');
    await runDueSchedules(deps);
    expect((await runsOf(schedule.id))[0]).toMatchObject({ id: stale!.id, status: 'failed', error: INTERRUPTED_RUN_ERROR });
  });

  it('leaves disabled schedules alone', async () => {
    const schedule = await insertSchedule({ name: 'Off', enabled: false, nextRunAt: new Date('2026-05-01T07:00:00Z') });
    at('2026-05-02T07:00:00Z');
    await runDueSchedules(deps);
    expect(await runsOf(schedule.id)).toHaveLength(0);
  });
});

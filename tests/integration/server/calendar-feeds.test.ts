import ICAL from 'ical.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRetention } from '../../../src/server/services/retention';
import { calendarFeedLinksResponseSchema, calendarFeedStatusSchema } from '../../../src/shared/schemas/calendar';
import { inspectionResponseSchema } from '../../../src/shared/schemas/inspections';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import { insertSampleProject } from '../../support/sample-project';
import type { TestServer } from '../../support/server';
import { createCompany, signedInUser, type SignedInUser } from '../../support/signed-in-users';

const DAY_MS = 24 * 60 * 60 * 1000;
const TIME_ZONE = 'America/Toronto';
/** A whole minute `days` from now, so the times compare exactly after the round trip. */
const inDays = (days: number) => new Date(Math.floor((Date.now() + days * DAY_MS) / 60_000) * 60_000);

interface FeedEvent {
  uid: string;
  summary: string;
  location: string;
  url: string;
  status: string;
  sequence: number;
  tzid: string;
  start: Date;
  end: Date;
}

/** The feed as an independent parser (ical.js) reads it, the VTIMEZONE registered so times convert. */
function parseFeed(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      url: String(vevent.getFirstPropertyValue('url')),
      status: String(vevent.getFirstPropertyValue('status')),
      sequence: event.sequence,
      tzid: String(vevent.getFirstProperty('dtstart')!.getParameter('tzid')),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
    };
  });
}

describe('calendar feeds (iCalendar, read back with ical.js)', () => {
  let server: TestServer;
  let users: RoleUsers;
  let otherInspector: SignedInUser;
  let otherClient: SignedInUser;
  let projectA: { id: string; projectCode: string };
  let projectB: { id: string; projectCode: string };
  const feeds = new Map<SignedInUser, string>();

  async function schedule(projectCode: string, inspector: SignedInUser, at: Date) {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/inspections',
      headers: users.admin.headers,
      payload: { project_code: projectCode, stage: 'primer', scheduled_at: at.toISOString(), inspector_id: inspector.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    return inspectionResponseSchema.parse(res.json()).data;
  }

  async function newFeed(user: SignedInUser) {
    const res = await server.app.inject({ method: 'POST', url: '/api/calendar/feed', headers: user.headers });
    expect(res.statusCode, res.body).toBe(201);
    const links = calendarFeedLinksResponseSchema.parse(res.json()).data;
    feeds.set(user, new URL(links.https_url).pathname);
    return links;
  }

  async function fetchFeed(user: SignedInUser) {
    const res = await server.app.inject({ method: 'GET', url: feeds.get(user)! });
    expect(res.statusCode, res.body).toBe(200);
    return { text: res.body, events: parseFeed(res.body), headers: res.headers };
  }

  const eventOf = (events: FeedEvent[], id: string) => events.find((event) => event.uid.startsWith(`inspection-${id}@`));

  async function change(id: string, payload: object, action = '') {
    const res = await server.app.inject({ method: action ? 'POST' : 'PATCH', url: `/api/inspections/${id}${action}`, headers: users.admin.headers, payload });
    expect(res.statusCode, res.body).toBe(200);
    return inspectionResponseSchema.parse(res.json()).data;
  }

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers({ env: { PROVIDER_TIME_ZONE: TIME_ZONE } }));
    const companyB = await createCompany(server, 'Other Owners Ltd.');
    [otherInspector, otherClient] = await Promise.all([signedInUser(server, 'Inspector'), signedInUser(server, 'Client', { companyId: companyB })]);
    projectA = await insertSampleProject(server, { companyId: users.companyId });
    projectB = await insertSampleProject(server, { companyId: companyB });
    for (const user of [users.admin, users.inspector, users.client, otherInspector, otherClient]) await newFeed(user);
  }, 120_000);
  afterAll(() => server.close());

  it('gives the feed address as https and webcal, and tells Settings a feed exists', async () => {
    const links = await newFeed(users.inspector);
    expect(links.https_url).toMatch(new RegExp(`^${server.config.publicUrl}/api/calendar/feeds/[\\w-]{43}/visits\\.ics$`));
    expect(links.webcal_url).toBe(links.https_url.replace(/^http:/, 'webcal:'));
    const status = await server.app.inject({ method: 'GET', url: '/api/calendar/feed', headers: users.inspector.headers });
    expect(calendarFeedStatusSchema.parse(status.json()).data).toEqual({ active: true, created_at: links.created_at });
    const fresh = await signedInUser(server, 'Inspector');
    const none = await server.app.inject({ method: 'GET', url: '/api/calendar/feed', headers: fresh.headers });
    expect(none.json()).toEqual({ data: { active: false, created_at: null } });
  });

  it("lists the inspector's visits from 30 days back to 90 ahead, 2 hours long in the provider's zone, the same on every fetch", async () => {
    const at = inDays(3);
    const visit = await schedule(projectA.projectCode, users.inspector, at);
    const past = await schedule(projectA.projectCode, users.inspector, inDays(-20));
    const tooOld = await schedule(projectA.projectCode, users.inspector, inDays(-31));
    const tooFar = await schedule(projectA.projectCode, users.inspector, inDays(91));
    const someoneElse = await schedule(projectB.projectCode, otherInspector, inDays(4));

    const first = await fetchFeed(users.inspector);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.text).toContain(`BEGIN:VTIMEZONE\r\nTZID:${TIME_ZONE}`);
    const event = eventOf(first.events, visit.id)!;
    expect(event).toMatchObject({
      summary: `Primer inspection: ${visit.project_name}`,
      location: expect.stringMatching(/Main Street, .*BC$|Main Street, BC$/),
      url: `${server.config.publicUrl}/projects/${projectA.projectCode}`,
      status: 'CONFIRMED',
      tzid: TIME_ZONE,
      sequence: 1,
    });
    expect(event.start.getTime()).toBe(at.getTime());
    expect(event.end.getTime() - event.start.getTime()).toBe(2 * 60 * 60 * 1000);
    // The wall-clock time written is Toronto's, not UTC's.
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at).replace(':', '');
    expect(first.text).toMatch(new RegExp(`DTSTART;TZID=${TIME_ZONE}:\\d{8}T${local}00\\r\\n`));

    const ids = first.events.map((item) => item.uid);
    expect(ids).toContain(eventOf(first.events, past.id)!.uid);
    for (const absent of [tooOld, tooFar, someoneElse]) expect(eventOf(first.events, absent.id)).toBeUndefined();
    const second = await fetchFeed(users.inspector);
    expect(second.events.map((item) => item.uid)).toEqual(ids);
    expect(second.text).toBe(first.text);
  });

  it('updates a moved visit in place (same UID, later SEQUENCE, new time)', async () => {
    const visit = await schedule(projectA.projectCode, users.inspector, inDays(6));
    const before = eventOf((await fetchFeed(users.inspector)).events, visit.id)!;
    const later = inDays(8);
    await change(visit.id, { version: visit.version, scheduled_at: later.toISOString() });
    const after = eventOf((await fetchFeed(users.inspector)).events, visit.id)!;
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.start.getTime()).toBe(later.getTime());
  });

  it("cancels a reassigned visit in the old inspector's feed and shows it in the new one's", async () => {
    const visit = await schedule(projectA.projectCode, users.inspector, inDays(10));
    await change(visit.id, { version: visit.version, inspector_id: otherInspector.id });
    const old = eventOf((await fetchFeed(users.inspector)).events, visit.id);
    expect(old).toMatchObject({ status: 'CANCELLED', sequence: 2 });
    const current = eventOf((await fetchFeed(otherInspector)).events, visit.id);
    expect(current).toMatchObject({ status: 'CONFIRMED', uid: old!.uid });
    expect(eventOf((await fetchFeed(users.admin)).events, visit.id)).toMatchObject({ status: 'CONFIRMED' });
  });

  it('keeps a cancelled visit as STATUS:CANCELLED for 30 days in every feed that had it, then drops it', async () => {
    const visit = await schedule(projectA.projectCode, users.inspector, inDays(12));
    const cancelled = await change(visit.id, { version: visit.version }, '/cancel');
    expect(cancelled.status).toBe('cancelled');
    for (const user of [users.inspector, users.admin, users.client]) {
      expect(eventOf((await fetchFeed(user)).events, visit.id), user.email).toMatchObject({ status: 'CANCELLED' });
    }
    await server.database.db.execute(sql`update calendar_removals set removed_at = now() - interval '31 days' where inspection_id = ${visit.id}`);
    for (const user of [users.inspector, users.admin, users.client]) {
      expect(eventOf((await fetchFeed(user)).events, visit.id), user.email).toBeUndefined();
    }
    // The daily retention job then deletes the old removal, and keeps the recent ones.
    const count = async () => {
      const result = await server.database.db.execute(sql`select count(*)::int as n, count(*) filter (where inspection_id = ${visit.id})::int as old from calendar_removals`);
      return (result as unknown as { rows: { n: number; old: number }[] }).rows[0]!;
    };
    const before = await count();
    expect(before.old).toBe(1);
    const counts = await applyRetention({ db: server.database.db, files: server.app.files, settings: { idempotencyDays: 90, emailLogDays: 365 } });
    expect(counts.calendarRemovals).toBe(1);
    expect(await count()).toEqual({ n: before.n - 1, old: 0 });
  });

  it("gives a Client their company's visits only, linked to My projects, and an Admin the whole team's", async () => {
    const mine = await schedule(projectA.projectCode, otherInspector, inDays(14));
    const theirs = await schedule(projectB.projectCode, otherInspector, inDays(14));
    const client = (await fetchFeed(users.client)).events;
    expect(eventOf(client, mine.id)).toMatchObject({ url: `${server.config.publicUrl}/my-projects/${projectA.projectCode}` });
    expect(eventOf(client, theirs.id)).toBeUndefined();
    expect(client.every((event) => event.url.includes(projectA.projectCode))).toBe(true);
    expect(eventOf((await fetchFeed(otherClient)).events, mine.id)).toBeUndefined();
    const admin = (await fetchFeed(users.admin)).events;
    expect(eventOf(admin, mine.id)).toBeDefined();
    expect(eventOf(admin, theirs.id)).toBeDefined();
  });

  it('answers 404 for a wrong token, and for the old address after a reset', async () => {
    for (const token of ['nope', 'x'.repeat(43), 'a'.repeat(100)]) {
      const res = await server.app.inject({ method: 'GET', url: `/api/calendar/feeds/${token}/visits.ics` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', error: expect.any(String), message: expect.any(String) });
    }
    const old = feeds.get(users.client)!;
    await newFeed(users.client);
    expect((await server.app.inject({ method: 'GET', url: old })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: feeds.get(users.client)! })).statusCode).toBe(200);
  });

  it('refuses the feed settings without a session', async () => {
    await expectUnauthenticated(server, { method: 'GET', url: '/api/calendar/feed' });
    await expectUnauthenticated(server, { method: 'POST', url: '/api/calendar/feed' });
  });

  describe('one visit as .ics', () => {
    it('downloads it for staff and for the visit company\'s Client, and for nobody else', async () => {
      const visit = await schedule(projectA.projectCode, users.inspector, inDays(5));
      const staff = await server.app.inject({ method: 'GET', url: `/api/inspections/${visit.id}/calendar.ics`, headers: otherInspector.headers });
      expect(staff.statusCode).toBe(200);
      expect(staff.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(staff.headers['content-disposition']).toMatch(/^attachment; filename="inspection-.*\.ics"$/);
      expect(parseFeed(staff.body)).toEqual([expect.objectContaining({ uid: expect.stringContaining(visit.id), url: expect.stringContaining(`/projects/${projectA.projectCode}`) })]);

      const clientUrl = `/api/my-projects/visits/${visit.id}/calendar.ics`;
      const client = await server.app.inject({ method: 'GET', url: clientUrl, headers: users.client.headers });
      expect(client.statusCode).toBe(200);
      expect(parseFeed(client.body)[0]!.url).toBe(`${server.config.publicUrl}/my-projects/${projectA.projectCode}`);
      const other = await server.app.inject({ method: 'GET', url: clientUrl, headers: otherClient.headers });
      expect(other.statusCode).toBe(404);

      await expectUnauthenticated(server, { method: 'GET', url: clientUrl });
      await expectUnauthenticated(server, { method: 'GET', url: `/api/inspections/${visit.id}/calendar.ics` });
      await expectForbidden(server, { method: 'GET', url: clientUrl }, [users.admin, users.inspector]);
      await expectForbidden(server, { method: 'GET', url: `/api/inspections/${visit.id}/calendar.ics` }, [users.client]);
      const bad = await server.app.inject({ method: 'GET', url: '/api/inspections/not-a-uuid/calendar.ics', headers: users.admin.headers });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('moving, reassigning and cancelling a visit', () => {
    it('is for Admins only, at the version read, and refuses bad input without a change', async () => {
      const visit = await schedule(projectA.projectCode, users.inspector, inDays(20));
      await expectUnauthenticated(server, { method: 'PATCH', url: `/api/inspections/${visit.id}`, payload: {} });
      await expectForbidden(server, { method: 'PATCH', url: `/api/inspections/${visit.id}`, payload: { version: 1, scheduled_at: inDays(1).toISOString() } }, [users.inspector, users.client]);
      await expectForbidden(server, { method: 'POST', url: `/api/inspections/${visit.id}/cancel`, payload: { version: 1 } }, [users.inspector, users.client]);
      for (const payload of [{ version: visit.version }, { version: visit.version, scheduled_at: 'tomorrow' }, { version: visit.version, inspector_id: users.client.id }]) {
        const res = await server.app.inject({ method: 'PATCH', url: `/api/inspections/${visit.id}`, headers: users.admin.headers, payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
      }
      const stale = await server.app.inject({ method: 'POST', url: `/api/inspections/${visit.id}/cancel`, headers: users.admin.headers, payload: { version: visit.version + 1 } });
      expect(stale.statusCode).toBe(409);
      await change(visit.id, { version: visit.version }, '/cancel');
      const again = await server.app.inject({ method: 'POST', url: `/api/inspections/${visit.id}/cancel`, headers: users.admin.headers, payload: { version: visit.version + 1 } });
      expect(again.json()).toMatchObject({ code: 'invalid_transition' });
    });
  });
});

import { and, eq, notInArray, sql } from 'drizzle-orm';
import { PUSH_DEVICE_LABEL_MAX, PUSH_DEVICES_MAX, PUSH_MESSAGES, PUSH_EVENTS_BY_ROLE, pushPrefKey, type PushEvent, type PushPreferences, type QuietHours } from '../../shared/schemas/push';
import type { Role } from '../../shared/auth/roles';
import { addDays, today, wallTimeIn } from '../../shared/dates';
import { providerTimeZone } from '../config/provider-day';
import type { Database, Db } from '../db/client';
import { profiles, projects, pushOutbox, pushSubscriptions } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { deletePushSubscription, findQuietHours, mergeNotificationPrefs, listPushSubscriptions, pushTargets, saveQuietHours, upsertPushSubscription, type NewPushSubscription } from '../repositories/push';

/** Channel notified at the commit of a transaction that enqueued a push: the senders start at once. */
export const PUSH_OUTBOX_CHANNEL = 'paintqa_push_outbox';

export interface PushMessage {
  event: PushEvent;
  /** Short, and free of personal data: push services and lock screens show it. */
  title: string;
  /** The app path a click opens. */
  link: string;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** `now`'s minute of the day in `timeZone`. */
function minuteOfDay(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * When a push due `now` may go: `now`, or the end of the quiet hours it falls in (in the
 * provider's time zone, docs/business-rules.md "The provider's day"; hours may span midnight).
 * The end is a wall-clock time on the provider's day, so a DST change in the night moves it with
 * the clocks (not a count of minutes, which would be an hour off that night).
 */
export function pushDueAt(now: Date, quietHours: QuietHours | null, timeZone = providerTimeZone()): Date {
  if (!quietHours) return now;
  const minute = minuteOfDay(now, timeZone);
  const starts = minutesOf(quietHours.starts);
  const ends = minutesOf(quietHours.ends);
  const quiet = starts < ends ? minute >= starts && minute < ends : minute >= starts || minute < ends;
  if (!quiet) return now;
  const day = today(timeZone, now);
  return wallTimeIn(minute < ends ? day : addDays(day, 1), ends, timeZone);
}

/**
 * Queue a push to each device of `userIds` whose user wants this event, in the caller's
 * transaction (docs/architecture.md, "Push notifications"): nothing leaves before the commit,
 * and a rolled-back write pushes nothing. Answers how many devices it queued for.
 */
export async function enqueuePush(tx: Db, userIds: readonly string[], message: PushMessage): Promise<number> {
  const unique = [...new Set(userIds)];
  const targets = await pushTargets(tx, unique, pushPrefKey(message.event));
  const now = new Date();
  return queuePushes(
    tx,
    targets.map((target) => ({ subscriptionId: target.subscriptionId, event: message.event, payload: { title: message.title, link: message.link }, nextAttemptAt: pushDueAt(now, target.quietHours) })),
  );
}

/** Insert the outbox rows and wake the senders at commit (once per transaction, however many). */
async function queuePushes(tx: Db, rows: Array<typeof pushOutbox.$inferInsert>): Promise<number> {
  if (rows.length === 0) return 0;
  await tx.insert(pushOutbox).values(rows);
  await tx.execute(sql`select pg_notify(${PUSH_OUTBOX_CHANNEL}, '')`);
  return rows.length;
}

/** "Chrome on Android" from a user agent: enough to tell one's devices apart, nothing more. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /(Chrome|Chromium|CriOS)\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'Browser';
  const system = /iPhone/.test(ua) ? 'iPhone' : /iPad/.test(ua) ? 'iPad' : /Android/.test(ua) ? 'Android' : /Windows/.test(ua) ? 'Windows' : /Mac OS X|Macintosh/.test(ua) ? 'macOS' : /CrOS/.test(ua) ? 'ChromeOS' : /Linux/.test(ua) ? 'Linux' : 'unknown system';
  return `${browser} on ${system}`.slice(0, PUSH_DEVICE_LABEL_MAX);
}

/** Turn push on for the caller's device (again: the same endpoint is updated); the oldest devices past the limit go. */
export async function subscribeDevice(db: Database, input: NewPushSubscription) {
  return db.transaction(async (tx) => {
    const row = await upsertPushSubscription(tx, input);
    const keep = (await listPushSubscriptions(tx, input.userId)).slice(0, PUSH_DEVICES_MAX).map((device) => device.id);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, input.userId), notInArray(pushSubscriptions.id, keep)));
    return row;
  });
}

export async function removeDevice(db: Database, userId: string, id: string): Promise<void> {
  if (!(await deletePushSubscription(db, userId, id))) throw notFound('No such device.');
}

/** A test push to each of the caller's devices (or the one named), whatever the preferences and quiet hours. */
export async function sendTestPush(db: Database, userId: string, deviceId?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const devices = await listPushSubscriptions(tx, userId);
    const chosen = devices.filter((device) => !deviceId || device.id === deviceId);
    return queuePushes(tx, chosen.map((device) => ({ subscriptionId: device.id, event: 'test', payload: { title: PUSH_MESSAGES.testTitle, link: '/settings' } })));
  });
}

/** The caller's push preferences: their role's events (missing means on) and quiet hours. */
export async function pushPreferencesOf(db: Db, user: { id: string; role: Role; notificationPrefs: Record<string, boolean> }): Promise<PushPreferences> {
  const events = Object.fromEntries(PUSH_EVENTS_BY_ROLE[user.role].map((event) => [event, user.notificationPrefs[pushPrefKey(event)] !== false]));
  return { events, quiet_hours: await findQuietHours(db, user.id) };
}

/** Save the caller's push preferences; an event of another role is a 400 and nothing changes. */
export async function savePushPreferences(db: Database, user: { id: string; role: Role }, body: PushPreferences): Promise<void> {
  const allowed = PUSH_EVENTS_BY_ROLE[user.role];
  const foreign = Object.keys(body.events).filter((event) => !allowed.includes(event as PushEvent));
  if (foreign.length > 0) throw badRequest('Unknown notification', `Not a notification for your role: ${foreign.join(', ')}.`);
  await db.transaction(async (tx) => {
    const prefs = Object.fromEntries(Object.entries(body.events).map(([event, on]) => [pushPrefKey(event as PushEvent), on === true]));
    if (Object.keys(prefs).length > 0) await mergeNotificationPrefs(tx, user.id, prefs);
    await saveQuietHours(tx, user.id, body.quiet_hours);
  });
}

/** Queue a push to every active Admin (a new request, a client's message). */
export async function pushToAdmins(tx: Db, message: PushMessage): Promise<number> {
  const admins = await tx.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.role, 'Admin'), eq(profiles.status, 'active')));
  return enqueuePush(tx, admins.map((admin) => admin.id), message);
}

/** Queue a push to the Client users of a company (a report, a message from the provider). */
export async function pushToCompanyClients(tx: Db, companyId: string | null, message: PushMessage): Promise<number> {
  if (!companyId) return 0;
  const clients = await tx.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.companyId, companyId), eq(profiles.role, 'Client'), eq(profiles.status, 'active')));
  return enqueuePush(tx, clients.map((client) => client.id), message);
}

/** Queue a push to the Client users of a project's company. */
export async function pushToProjectClients(tx: Db, projectId: string, message: PushMessage): Promise<number> {
  const [project] = await tx.select({ companyId: projects.companyId }).from(projects).where(eq(projects.id, projectId));
  return pushToCompanyClients(tx, project?.companyId ?? null, message);
}

/** The project's lead inspector hears that a deficiency's fix was reported and waits for reinspection. */
export async function pushReadyForReinspection(tx: Db, projectId: string): Promise<number> {
  const [project] = await tx.select({ code: projects.projectCode, leadInspectorId: projects.leadInspectorId }).from(projects).where(eq(projects.id, projectId));
  if (!project?.leadInspectorId) return 0;
  return enqueuePush(tx, [project.leadInspectorId], { event: 'deficiency_reinspection', title: `Ready for reinspection: ${project.code}`, link: `/projects/${encodeURIComponent(project.code)}` });
}

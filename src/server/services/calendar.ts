import { createHash, randomBytes } from 'node:crypto';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar, ICalEventStatus, type ICalLuxonDateTimeStub } from 'ical-generator';
import type { Viewer } from '../auth/viewer';
import { DAY_MS } from '../../shared/dates';
import { INSPECTION_STAGE_LABELS } from '../../shared/schemas/inspections';
import type { CalendarFeedLinks } from '../../shared/schemas/calendar';
import { providerTimeZone } from '../config/provider-day';
import type { Db } from '../db/client';
import { findFeedOwner, listFeedRemovals, listFeedVisits, upsertCalendarFeed, type CalendarVisit, type FeedOwner } from '../repositories/calendar';

/*
 * iCalendar feeds and single-visit files (docs/architecture.md, Calendar feeds; the rules in
 * docs/business-rules.md, Calendar feeds). ical-generator writes the text (docs/decisions/0030-calendar-feeds-ical-generator.md).
 */

/** The feed's window around now, and how long a visit that left it still shows as cancelled. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 90;
export const REMOVED_VISIBLE_DAYS = 30;
/** A visit has no end time of its own: it is shown this long. */
export const VISIT_DURATION_MS = 2 * 60 * 60 * 1000;

export const hashFeedToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The feed's path under the public address; the token is the only credential (redacted from the log). */
export const feedPath = (token: string): string => `/api/calendar/feeds/${token}/visits.ics`;

/** A new secret address for the user's feed (any previous one stops working at once). */
export async function resetCalendarFeed(db: Db, viewer: Viewer, publicUrl: string): Promise<CalendarFeedLinks> {
  const token = randomBytes(32).toString('base64url');
  const { createdAt } = await upsertCalendarFeed(db, viewer.userId, hashFeedToken(token));
  const httpsUrl = `${publicUrl}${feedPath(token)}`;
  return { https_url: httpsUrl, webcal_url: httpsUrl.replace(/^https?:/, 'webcal:'), created_at: createdAt.toISOString() };
}

/**
 * `date` as ical-generator's Luxon-like stub, so DTSTART/DTEND are written as the wall-clock time
 * in the event's TZID (a plain Date would be written in the process's own zone).
 */
function zoned(date: Date, zone = 'UTC'): ICalLuxonDateTimeStub {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const value = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    isValid: true,
    zone: { type: zone === 'UTC' ? 'fixed' : 'iana' },
    setZone: (next?: string) => zoned(date, !next || next.toLowerCase() === 'utc' ? 'UTC' : next),
    toFormat: (pattern: string) => (pattern === 'yyyyLLdd' ? `${value.year}${value.month}${value.day}` : `${value.hour}${value.minute}${value.second}`),
    toJSDate: () => date,
    toJSON: () => date.toISOString(),
  };
}

interface Links {
  publicUrl: string;
  /** The project page the event links to: staff /projects/{code}, a client /my-projects/{code}. */
  projectBase: '/projects' | '/my-projects';
}

function newCalendar(name: string, timeZone: string): ICalCalendar {
  return new ICalCalendar({ name, prodId: { company: 'PaintQA', product: 'Portal', language: 'EN' }, timezone: { name: timeZone, generator: getVtimezoneComponent }, ttl: 60 * 60 });
}

function addVisit(calendar: ICalCalendar, visit: CalendarVisit, links: Links, timeZone: string, removedAt?: Date): void {
  const url = `${links.publicUrl}${links.projectBase}/${encodeURIComponent(visit.projectCode)}`;
  const location = [visit.address, visit.city, visit.region].filter(Boolean).join(', ');
  const cancelled = removedAt !== undefined || visit.status === 'cancelled';
  calendar.createEvent({
    id: `inspection-${visit.id}@${new URL(links.publicUrl).host}`,
    summary: `${INSPECTION_STAGE_LABELS[visit.stage]} inspection: ${visit.projectName}`,
    start: zoned(visit.scheduledAt),
    end: zoned(new Date(visit.scheduledAt.getTime() + VISIT_DURATION_MS)),
    timezone: timeZone,
    location,
    url,
    description: [`Project ${visit.projectCode}: ${visit.projectName}`, visit.inspectorName ? `Inspector: ${visit.inspectorName}` : null, url].filter(Boolean).join('\n'),
    // The visit's version grows on every change, so calendars replace the event they hold.
    sequence: visit.version,
    lastModified: removedAt && removedAt > visit.updatedAt ? removedAt : visit.updatedAt,
    stamp: visit.updatedAt,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

const linksFor = (publicUrl: string, role: FeedOwner['role']): Links => ({ publicUrl, projectBase: role === 'Client' ? '/my-projects' : '/projects' });

/** The feed of the token's owner as iCalendar text, or undefined for a token no active user holds. */
export async function calendarFeed(db: Db, token: string, publicUrl: string, now = new Date()): Promise<string | undefined> {
  const owner = await findFeedOwner(db, hashFeedToken(token));
  if (!owner) return undefined;
  const timeZone = providerTimeZone();
  const window = { from: new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS), to: new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS) };
  const [visits, removals] = await Promise.all([listFeedVisits(db, owner, window), listFeedRemovals(db, owner, new Date(now.getTime() - REMOVED_VISIBLE_DAYS * DAY_MS))]);
  const name = owner.role === 'Admin' ? 'PaintQA: team inspections' : owner.role === 'Client' ? 'PaintQA: our inspections' : 'PaintQA: my inspections';
  const calendar = newCalendar(name, timeZone);
  const links = linksFor(publicUrl, owner.role);
  for (const visit of visits) addVisit(calendar, visit, links, timeZone);
  for (const removal of removals) addVisit(calendar, removal, links, timeZone, removal.removedAt);
  return calendar.toString();
}

/** One visit as an .ics file, linking to the project page of the viewer's area. */
export function visitCalendar(visit: CalendarVisit, viewer: Viewer, publicUrl: string): string {
  const timeZone = providerTimeZone();
  const calendar = newCalendar(`${INSPECTION_STAGE_LABELS[visit.stage]} inspection`, timeZone);
  addVisit(calendar, visit, linksFor(publicUrl, viewer.role), timeZone);
  return calendar.toString();
}

import { z } from '../zod';

/*
 * Calendar feeds (docs/architecture.md, Calendar feeds): a private iCalendar subscription per
 * user, and a single visit as an .ics file.
 */

/** The feed's addresses: shown once, when created or reset (only the token's hash is kept). */
export const calendarFeedLinksSchema = z.object({
  https_url: z.string(),
  webcal_url: z.string(),
  created_at: z.string(),
});
export type CalendarFeedLinks = z.infer<typeof calendarFeedLinksSchema>;

/** GET /api/calendar/feed: whether the user has a feed, and since when. */
export const calendarFeedStatusSchema = z.object({ data: z.object({ active: z.boolean(), created_at: z.string().nullable() }) });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>['data'];

/** POST /api/calendar/feed: a new secret address (the previous one stops working). */
export const calendarFeedLinksResponseSchema = z.object({ data: calendarFeedLinksSchema });

/** GET /api/calendar/feeds/:token/visits.ics: any string reaches the lookup, so a wrong one is a 404 like an unknown one. */
export const calendarFeedParamsSchema = z.object({ token: z.string().max(100) });

/** The single-visit downloads: GET /api/inspections/:id/calendar.ics and /api/my-projects/visits/:id/calendar.ics. */
export const visitCalendarParamsSchema = z.object({ id: z.uuid() });

export const CALENDAR_MESSAGES = {
  feedNotFound: 'There is no calendar feed at this address. It may have been reset: copy the new address from Settings.',
  visitNotFound: 'There is no such visit.',
} as const;

/** The calendar feed API: the user's feed (GET its state, POST a new address). */
export const CALENDAR_FEED_ENDPOINT = '/api/calendar/feed';

export const calendarKeys = { all: ['calendar'] as const, feed: ['calendar', 'feed'] as const };

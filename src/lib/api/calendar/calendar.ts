import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { CalendarFeedLinks, CalendarFeedStatus } from '@/shared/schemas/calendar';
import { useApiMutation } from '../use-api-mutation';
import { CALENDAR_FEED_ENDPOINT, calendarKeys } from './keys';

/** Whether the user has a calendar feed, and since when (its address is shown only when made). */
export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarKeys.feed,
    queryFn: async ({ signal }): Promise<CalendarFeedStatus> =>
      (await apiClient.get(CALENDAR_FEED_ENDPOINT, { signal, schema: answerSchema('calendar', 'calendarFeedStatusSchema') })).data,
    meta: { errorMessage: 'Could not load your calendar feed' },
  });

export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());

/** A new secret address for the feed: the previous one stops working at once. */
export function useResetCalendarFeed() {
  return useApiMutation<CalendarFeedLinks>({
    mutationFn: async () => (await apiClient.post(CALENDAR_FEED_ENDPOINT, undefined, { schema: answerSchema('calendar', 'calendarFeedLinksResponseSchema') })).data,
    invalidates: () => [calendarKeys.feed],
    meta: { errorMessage: 'Could not make a calendar address' },
  });
}

/** The scheduled reports API (staff). */
export const SCHEDULES_ENDPOINT = '/api/schedules';

export const scheduleKeys = {
  all: ['schedules'] as const,
  list: () => [...scheduleKeys.all, 'list'] as const,
  detail: (id: string) => [...scheduleKeys.all, 'detail', id] as const,
};

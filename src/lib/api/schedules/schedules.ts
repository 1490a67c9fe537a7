import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { ScheduleInput, ScheduleRun } from '@/shared/schemas/schedules';
import { useApiMutation } from '../use-api-mutation';
import { SCHEDULES_ENDPOINT, scheduleKeys } from './keys';

const scheduleUrl = (id: string) => `${SCHEDULES_ENDPOINT}/${encodeURIComponent(id)}`;
export const runFileUrl = (run: Pick<ScheduleRun, 'id'>) => `${SCHEDULES_ENDPOINT}/runs/${encodeURIComponent(run.id)}/file`;

export const useSchedules = () =>
  useQuery(
    queryOptions({
      queryKey: scheduleKeys.list(),
      queryFn: ({ signal }) => apiClient.get(SCHEDULES_ENDPOINT, { signal, schema: answerSchema('schedules', 'schedulesListSchema') }),
      meta: { errorMessage: 'Could not load the schedules' },
    }),
  );

/** One schedule with its recent runs. */
export const useSchedule = (id: string | null) =>
  useQuery({
    queryKey: scheduleKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiClient.get(scheduleUrl(id!), { signal, schema: answerSchema('schedules', 'scheduleDetailSchema') }),
    enabled: id !== null,
    meta: { errorMessage: 'Could not load the schedule' },
  });

/** Staff actions on schedules: online only, errors shown where they were made (`silent`: no toast too). */
function useScheduleMutation<TVariables, TResult>(send: (variables: TVariables) => Promise<TResult>, refreshes: readonly unknown[] = scheduleKeys.all) {
  return useApiMutation<TResult, TVariables>({ mutationFn: send, invalidates: () => [refreshes] });
}

export const useCreateSchedule = () =>
  useScheduleMutation((body: ScheduleInput) => apiClient.post(SCHEDULES_ENDPOINT, body, { schema: answerSchema('schedules', 'scheduleDetailSchema') }));

export const useUpdateSchedule = () =>
  useScheduleMutation(({ id, body }: { id: string; body: ScheduleInput & { version: number } }) => apiClient.put(scheduleUrl(id), body, { schema: answerSchema('schedules', 'scheduleDetailSchema') }));

export const useSetScheduleEnabled = () =>
  useScheduleMutation(({ id, enabled, version }: { id: string; enabled: boolean; version: number }) =>
    apiClient.post(`${scheduleUrl(id)}/enabled`, { enabled, version }, { schema: answerSchema('schedules', 'scheduleDetailSchema') }),
  );

/** Refreshes the list only: the deleted schedule's own query would answer 404 (the screen stops showing its runs). */
export const useDeleteSchedule = () => useScheduleMutation((id: string) => apiClient.delete(scheduleUrl(id)), scheduleKeys.list());

export const useRunScheduleNow = () => useScheduleMutation((id: string) => apiClient.post(`${scheduleUrl(id)}/run`, {}, { schema: answerSchema('schedules', 'scheduleRunSchema') }));

export const fetchRunFile = (run: ScheduleRun): Promise<Blob> => apiClient.download(runFileUrl(run));

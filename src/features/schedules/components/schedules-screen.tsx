import { Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorState } from '@/components/feedback/error-state';
import { notify } from '@/components/ui/toaster';
import type { Schedule } from '@/shared/schemas/schedules';
import {
  useCreateSchedule,
  useDeleteSchedule,
  useRunScheduleNow,
  useSchedule,
  useSchedules,
  useSetScheduleEnabled,
  useUpdateSchedule,
} from '@/lib/api/schedules/schedules';
import type { ScheduleFormOutput } from '../schedule-form-model';
import { DEFICIENCY_LIST_LABEL, ScheduleForm, useReportOptions } from './schedule-form';
import { runDetail, ScheduleRuns } from './schedule-runs';
import { SchedulesTable } from './schedules-table';

type Editing = { mode: 'create' } | { mode: 'edit'; schedule: Schedule } | null;

/** The form card for a new schedule or the one being edited (with Delete). */
function ScheduleEditor({ editing, onDone, onDeleted }: { editing: NonNullable<Editing>; onDone: () => void; onDeleted: (id: string) => void }) {
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const remove = useDeleteSchedule();
  const schedule = editing.mode === 'edit' ? editing.schedule : undefined;
  const mutation = schedule ? update : create;
  const submit = async (values: ScheduleFormOutput) => {
    const saved = schedule ? await update.mutateAsync({ id: schedule.id, body: { ...values, version: schedule.version } }) : await create.mutateAsync(values);
    notify({ variant: 'success', title: schedule ? 'Schedule saved' : 'Schedule created', description: saved.name });
    onDone();
  };
  return (
    <Card.Root>
      <Card.Body>
        <ScheduleForm
          key={schedule?.id ?? 'new'}
          schedule={schedule}
          pending={mutation.isPending}
          serverError={mutation.error?.message ?? remove.error?.message}
          onSubmit={(values) => void submit(values).catch(() => undefined)}
          onCancel={onDone}
        />
        {schedule && (
          <Box mt="4">
            <Button colorPalette="red" variant="outline" size="sm" loading={remove.isPending} onClick={() =>
                void remove.mutateAsync(schedule.id).then(() => {
                  onDeleted(schedule.id);
                  onDone();
                }, () => undefined)
              }>
              Delete schedule
            </Button>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** `/scheduled-reports` ("Scheduled Queries", staff): schedules, their form, run now and the runs with their files. */
export function SchedulesScreen() {
  const schedules = useSchedules();
  const reportOptions = useReportOptions();
  const setEnabled = useSetScheduleEnabled();
  const runNow = useRunScheduleNow();
  const [editing, setEditing] = useState<Editing>(null);
  const [runsOf, setRunsOf] = useState<string | null>(null);
  const detail = useSchedule(runsOf);
  // Each row's own action in flight (one mutation serves every row: its isPending and variables
  // follow only the latest call, so another row's click must not free this row's buttons).
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const reportLabel = (key: Schedule['report_key']) => reportOptions.find((option) => option.value === key)?.label ?? (key === 'deficiency_list' ? DEFICIENCY_LIST_LABEL : key);

  /** Runs `action` for one row, whose buttons stay busy until it settles (also when this screen rerenders meanwhile). */
  const whileBusy = async (id: string, action: () => Promise<void>) => {
    setBusy((ids) => new Set(ids).add(id));
    try {
      await action();
    } finally {
      setBusy((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  };
  const run = (schedule: Schedule) =>
    whileBusy(schedule.id, async () => {
      try {
        const result = await runNow.mutateAsync(schedule.id);
        setRunsOf(schedule.id);
        notify(
          result.status === 'succeeded'
            ? { variant: 'success', title: `${schedule.name} ran`, description: runDetail(result) }
            : { variant: 'destructive', title: result.status === 'partly_failed' ? `${schedule.name} ran, some e-mails failed` : `${schedule.name} failed`, description: runDetail(result) || undefined },
        );
      } catch (error) {
        notify({ variant: 'destructive', title: 'Could not run the schedule', description: error instanceof Error ? error.message : String(error) });
      }
    });
  const toggle = (schedule: Schedule, enabled: boolean) =>
    whileBusy(schedule.id, async () => {
      try {
        await setEnabled.mutateAsync({ id: schedule.id, enabled, version: schedule.version });
      } catch (error) {
        notify({ variant: 'destructive', title: 'Could not change the schedule', description: error instanceof Error ? error.message : String(error) });
      }
    });

  if (schedules.isError) return <ErrorState message={schedules.error.message} onRetry={() => void schedules.refetch()} />;
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap">
        <Text color="fg.muted">Reports e-mailed as PDF or CSV on a schedule; every run is kept with its file.</Text>
        {!editing && (
          <Button colorPalette="blue" onClick={() => setEditing({ mode: 'create' })}>
            New schedule
          </Button>
        )}
      </HStack>
      {editing && <ScheduleEditor editing={editing} onDone={() => setEditing(null)} onDeleted={(id) => setRunsOf((shown) => (shown === id ? null : shown))} />}
      <SchedulesTable
        schedules={schedules.data?.data ?? []}
        loading={schedules.isPending}
        reportLabel={reportLabel}
        isBusy={(id) => busy.has(id)}
        onEdit={(schedule) => setEditing({ mode: 'edit', schedule })}
        onToggle={(schedule, enabled) => void toggle(schedule, enabled)}
        onRunNow={(schedule) => void run(schedule)}
        onShowRuns={(schedule) => setRunsOf(schedule.id)}
      />
      {detail.data && <ScheduleRuns name={detail.data.name} runs={detail.data.runs} />}
    </Stack>
  );
}

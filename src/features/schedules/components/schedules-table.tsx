import { Button, chakra, HStack, Text } from '@chakra-ui/react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { formatDateTime } from '@/shared/format/date';
import type { Schedule } from '@/shared/schemas/schedules';
import { describeCron } from '../cron-preview';
import { RunStatusBadge } from './schedule-runs';

export interface SchedulesTableProps {
  schedules: readonly Schedule[];
  loading: boolean;
  reportLabel: (key: Schedule['report_key']) => string;
  /** Whether the row's run or switch is in flight. */
  isBusy: (id: string) => boolean;
  onEdit: (schedule: Schedule) => void;
  onToggle: (schedule: Schedule, enabled: boolean) => void;
  onRunNow: (schedule: Schedule) => void;
  onShowRuns: (schedule: Schedule) => void;
}

/** The schedules: report, when (in words), next run, last run, an enabled switch and the actions. */
export function SchedulesTable({ schedules, loading, reportLabel, isBusy, onEdit, onToggle, onRunNow, onShowRuns }: SchedulesTableProps) {
  const columns: DataTableColumn<Schedule>[] = [
    { key: 'name', header: 'Name', value: (row) => row.name },
    { key: 'report', header: 'Report', value: (row) => reportLabel(row.report_key) },
    {
      key: 'when',
      header: 'When',
      value: (row) => describeCron(row.cron) ?? row.cron,
      render: (row) => (
        <>
          <Text>{describeCron(row.cron) ?? row.cron}</Text>
          <Text fontSize="xs" color="fg.muted">
            {row.cron} · {row.time_zone}
          </Text>
        </>
      ),
    },
    { key: 'next', header: 'Next run', priority: 2, value: (row) => row.next_run_at, render: (row) => (row.next_run_at ? formatDateTime(row.next_run_at) : '—') },
    { key: 'last', header: 'Last run', priority: 1, value: (row) => row.last_run?.status, render: (row) => (row.last_run ? <RunStatusBadge status={row.last_run.status} /> : '—') },
    {
      key: 'enabled',
      header: 'Enabled',
      value: (row) => row.enabled,
      render: (row) => (
        <chakra.label display="flex" alignItems="center" gap="2">
          <input type="checkbox" role="switch" checked={row.enabled} disabled={isBusy(row.id)} aria-label={`Enabled: ${row.name}`} onChange={(event) => onToggle(row, event.currentTarget.checked)} />
        </chakra.label>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      csv: false,
      pin: 'end',
      render: (row) => (
        <HStack gap="2" wrap="wrap">
          <Button size="xs" colorPalette="blue" loading={isBusy(row.id)} onClick={() => onRunNow(row)} aria-label={`Run ${row.name} now`} data-primary-action="">
            Run now
          </Button>
          <Button size="xs" variant="outline" onClick={() => onShowRuns(row)} aria-label={`Runs of ${row.name}`}>
            Runs
          </Button>
          <Button size="xs" variant="outline" onClick={() => onEdit(row)} aria-label={`Edit ${row.name}`}>
            Edit
          </Button>
        </HStack>
      ),
    },
  ];
  return (
    <DataTable
      label="Scheduled reports"
      columns={columns}
      rows={schedules}
      getRowKey={(row) => row.id}
      loading={loading}
      emptyState={<EmptyState title="No scheduled reports yet" description="Create one to e-mail a report on a schedule." />}
    />
  );
}

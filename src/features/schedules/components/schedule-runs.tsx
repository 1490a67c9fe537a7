import { Badge, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { downloadBlob } from '@/components/data-table/download';
import { formatDateTime } from '@/shared/format/date';
import { formatFileSize } from '@/shared/format/file-size';
import type { ScheduleRun, ScheduleRunStatus } from '@/shared/schemas/schedules';
import { fetchRunFile } from '@/lib/api/schedules/schedules';

const STATUS_PALETTES: Record<ScheduleRunStatus, string> = { running: 'blue', succeeded: 'green', partly_failed: 'orange', failed: 'red' };
const STATUS_LABELS: Record<ScheduleRunStatus, string> = { running: 'Running', succeeded: 'Succeeded', partly_failed: 'Partly failed', failed: 'Failed' };

/**
 * Who got the file, whose e-mail is still queued in the outbox, and who could not be e-mailed
 * (with why); or the run's error when it made no file.
 */
export function runDetail(run: Pick<ScheduleRun, 'error' | 'emailed_to' | 'deliveries'>): string {
  const failed = run.deliveries.filter((delivery) => delivery.status === 'failed');
  const queued = run.deliveries.filter((delivery) => delivery.status === 'queued');
  if (failed.length === 0 && queued.length === 0 && run.error) return run.error;
  return [
    run.emailed_to.length ? `E-mailed to ${run.emailed_to.join(', ')}` : '',
    queued.length ? `Queued for ${queued.map((delivery) => delivery.recipient).join(', ')}` : '',
    failed.length ? `Not e-mailed to ${failed.map((delivery) => `${delivery.recipient} (${delivery.error ?? 'failed'})`).join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('. ');
}

export function RunStatusBadge({ status }: { status: ScheduleRunStatus }) {
  return <Badge colorPalette={STATUS_PALETTES[status]}>{STATUS_LABELS[status]}</Badge>;
}

const columns: DataTableColumn<ScheduleRun>[] = [
  { key: 'started', header: 'Started', value: (run) => run.started_at, render: (run) => formatDateTime(run.started_at) },
  { key: 'status', header: 'Status', priority: 1, value: (run) => run.status, render: (run) => <RunStatusBadge status={run.status} /> },
  { key: 'detail', header: 'Details', value: runDetail, render: runDetail },
  {
    key: 'file',
    header: 'File',
    pin: 'end',
    value: (run) => run.file_name,
    render: (run) =>
      run.file_name ? (
        <Button size="xs" variant="outline" data-primary-action="" onClick={() => void fetchRunFile(run).then((blob) => downloadBlob(run.file_name!, blob))}>
          Download {run.file_name} ({formatFileSize(run.size_bytes ?? 0)})
        </Button>
      ) : (
        '—'
      ),
  },
];

/** A schedule's recent runs with their files. */
export function ScheduleRuns({ name, runs }: { name: string; runs: readonly ScheduleRun[] }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        Runs of {name}
      </Heading>
      <DataTable label={`Runs of ${name}`} columns={columns} rows={runs} getRowKey={(run) => run.id} emptyState={<Text color="fg.muted">No runs yet.</Text>} />
    </Stack>
  );
}

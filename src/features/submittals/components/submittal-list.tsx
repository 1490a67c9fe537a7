import { useState } from 'react';
import { serverPageNumbers } from '@/components/data-table/data-table-model';
import { PersistedList } from '@/components/data-table/persisted-list';
import { TablePager } from '@/components/data-table/table-pager';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { FilterSelect } from '@/components/form/filter-select';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import {
  SUBMITTAL_STATUS_LABELS,
  SUBMITTAL_STATUSES,
  SUBMITTALS_PAGE_SIZE_DEFAULT,
  SUBMITTALS_PAGE_SIZES,
  type SubmittalStatusChoice,
} from '@/shared/schemas/submittals-values';
import { useSubmittalProjects, useSubmittals } from '@/lib/api/submittals/get-submittals';
import type { SubmittalListFilters } from '@/lib/api/submittals/keys';
import { SubmittalCard } from './submittal-card';

const STATUS_OPTIONS: { value: SubmittalStatusChoice; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'open', label: 'Waiting for a decision' },
  ...SUBMITTAL_STATUSES.map((status) => ({ value: status, label: SUBMITTAL_STATUS_LABELS[status] })),
];

export const SUBMITTALS_LABEL = 'Submittals';

/**
 * Submittals (all the caller may see, or one project's), newest first, a page at a time from the
 * server with a status filter, so every submittal can be reached; staff decide lines in place.
 */
export function SubmittalList({ filters = {}, emptyText }: { filters?: SubmittalListFilters; emptyText: string }) {
  const { role } = useAuth();
  const [status, setStatus] = useState<SubmittalStatusChoice>('all');
  const [paging, setPaging] = useState({ page: 1, pageSize: SUBMITTALS_PAGE_SIZE_DEFAULT });
  const query = useSubmittals({ ...filters, status, ...paging });
  // Resubmit only where a submittal may still be sent: the client's projects under way.
  const submittable = useSubmittalProjects({ enabled: can(role, 'submittalSubmit') });
  const openProjects = new Set((submittable.data?.data ?? []).map((project) => project.id));
  const data = query.data;
  if (!data && !query.isError) return <LoadingSpinner query={query} />;
  return (
    <PersistedList query={query}>
      <FilterSelect
        label="Status"
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
        options={STATUS_OPTIONS}
      />
      {data?.total === 0 && (status === 'all' ? <EmptyState title="No submittals yet" description={emptyText} /> : <EmptyState title="No submittal has this status" />)}
      {data?.data.map((submittal) => (
        <SubmittalCard key={submittal.id} submittal={submittal} canReview={can(role, 'submittalReview')} canResubmit={openProjects.has(submittal.project_id)} />
      ))}
      {data && data.total > 0 && (
        <TablePager
          label={SUBMITTALS_LABEL}
          {...serverPageNumbers(paging.page, paging.pageSize, data.data.length, data.total)}
          pageSize={paging.pageSize}
          pageSizeOptions={SUBMITTALS_PAGE_SIZES}
          onPageChange={(page) => setPaging((current) => ({ ...current, page }))}
          onPageSizeChange={(pageSize) => setPaging({ page: 1, pageSize })}
        />
      )}
    </PersistedList>
  );
}

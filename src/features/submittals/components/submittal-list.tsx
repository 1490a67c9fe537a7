import { EmptyState } from '@/components/feedback/empty-state';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { PersistedList } from '@/components/data-table/persisted-list';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { useSubmittals } from '../api/get-submittals';
import type { SubmittalListFilters } from '../api/keys';
import { SubmittalCard } from './submittal-card';

/** Submittals (all the caller may see, or one project's), newest first; staff decide lines in place. */
export function SubmittalList({ filters = {}, emptyText }: { filters?: SubmittalListFilters; emptyText: string }) {
  const { role } = useAuth();
  const query = useSubmittals(filters);
  if (!query.data && !query.isError) return <LoadingSpinner />;
  return (
    <PersistedList query={query}>
      {query.data?.data.length === 0 && <EmptyState title="No submittals yet" description={emptyText} />}
      {query.data?.data.map((submittal) => (
        <SubmittalCard key={submittal.id} submittal={submittal} canReview={can(role, 'submittalReview')} />
      ))}
    </PersistedList>
  );
}

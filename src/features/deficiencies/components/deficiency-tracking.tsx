import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDeficiencyTracking } from '@/lib/api/deficiencies/get-tracking';
import { filterDeficiencies, filterOptions, filtersFromParams, SELECT_FILTERS, withFilter, type FilterParam } from '../deficiency-filters-model';
import { DeficiencyFilterBar } from './deficiency-filter-bar';
import { ArchivedToggle, DeficiencyList } from './deficiency-list';
import { QueueSummary } from './queue-summary';

export const TRACKING_LIST_LABEL = 'Deficiencies';

/**
 * Deficiency tracking (Admin and Inspector): the three queue counts as cards that filter the list,
 * the filters (kept in the URL, so back, forward and reload keep them), active or archived, and
 * each deficiency with its follow-up actions.
 */
export function DeficiencyTracking() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const query = useDeficiencyTracking({ archived: filters.archived });
  // The queue counts are the active list's (archived deficiencies are in no queue).
  const active = useDeficiencyTracking({ archived: false });
  const all = query.data?.data.items;
  const items = useMemo(() => filterDeficiencies(all ?? [], filters), [all, filters]);
  const options = useMemo(() => filterOptions(all ?? []), [all]);
  const set = (name: FilterParam | 'archived', value: string) => setParams((current) => withFilter(current, name, value), { replace: true });
  const clear = () => setParams((current) => SELECT_FILTERS.reduce((next, name) => withFilter(next, name, ''), current), { replace: true });
  const chooseQueue = (queue: string) => setParams((current) => withFilter(withFilter(current, 'archived', ''), 'queue', queue), { replace: true });

  return (
    <Stack gap="5">
      <QueueSummary summary={active.data?.data.summary} selected={filters.queue} onSelect={(queue) => chooseQueue(queue ?? '')} />
      <ArchivedToggle archived={filters.archived} onChange={(archived) => set('archived', String(archived))} />
      <DeficiencyFilterBar filters={filters} onChange={set} onClear={clear} projects={options.projects} companies={options.companies} />
      <DeficiencyList
        label={TRACKING_LIST_LABEL}
        query={query}
        items={items}
        showProject
        queue={filters.queue}
        emptyTitle={filters.archived ? 'No archived deficiencies' : 'No deficiencies to follow up'}
        emptyDescription={filters.archived ? 'Archived deficiencies show here; restore one to bring it back to the queues.' : 'Deficiencies found at inspections show here until they are closed.'}
      />
    </Stack>
  );
}

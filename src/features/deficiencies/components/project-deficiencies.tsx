import { Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useDeficiencyTracking } from '@/lib/api/deficiencies/get-tracking';
import { filterDeficiencies, type Queue } from '../deficiency-filters-model';
import { ArchivedToggle, DeficiencyList } from './deficiency-list';
import { QueueSummary } from './queue-summary';

/**
 * The project page's Deficiencies tab: the project's deficiencies in every status (closed ones
 * too), its queue counts as filters, active or archived, each with its photos, follow-up history
 * and the actions for staff.
 */
export function ProjectDeficiencies({ projectId }: { projectId: string }) {
  const [archived, setArchived] = useState(false);
  const [queue, setQueue] = useState<Queue | undefined>(undefined);
  const query = useDeficiencyTracking({ archived, projectId });
  const active = useDeficiencyTracking({ archived: false, projectId });
  const all = query.data?.data.items;
  const items = useMemo(() => filterDeficiencies(all ?? [], { archived, queue }), [all, archived, queue]);
  return (
    <Stack gap="4">
      <QueueSummary
        summary={active.data?.data.summary}
        selected={queue}
        onSelect={(chosen) => {
          setQueue(chosen);
          setArchived(false);
        }}
      />
      <ArchivedToggle archived={archived} onChange={setArchived} />
      <DeficiencyList
        label="Project deficiencies"
        query={query}
        items={items}
        showProject={false}
        queue={queue}
        emptyTitle={archived ? 'No archived deficiencies' : 'No deficiencies yet'}
        emptyDescription={archived ? 'Archived deficiencies of this project show here.' : 'Deficiencies found at this project’s inspections show here, with their follow-up.'}
      />
    </Stack>
  );
}

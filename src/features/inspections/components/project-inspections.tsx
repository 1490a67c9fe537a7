import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { OfflineFreshness } from '@/components/feedback/offline-freshness';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import type { Inspection, InspectionDetail } from '@/shared/schemas/inspections';
import { INSPECTION_STAGE_LABELS } from '@/shared/schemas/inspections-values';
import { PARTY_ROLE_LABELS } from '@/shared/schemas/requests-values';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { useInspections } from '@/lib/api/inspections/get-inspections';
import { projectInspectionsHref } from '../inspection-links';
import { usePendingRecordings } from '@/lib/api/inspections/record-inspection';
import { byStage, mayRecord, outcomeLabel, visitName } from '../inspection-model';
import type { CompanyOption } from './deficiency-fieldset';
import { InspectionItem } from './inspection-item';
import { RecordInspectionForm } from './record-inspection-form';
import { ScheduleInspectionForm } from './schedule-inspection-form';

/** Who can be responsible for a deficiency: the project's parties, then its client company. */
function responsibleCompanies(project: ProjectDetail): CompanyOption[] {
  const options = project.parties.map((party) => ({ value: party.company_id, label: `${party.company_name} (${PARTY_ROLE_LABELS[party.role].toLowerCase()})` }));
  if (project.company_id && !options.some((option) => option.value === project.company_id)) {
    options.push({ value: project.company_id, label: `${project.company_name} (client)` });
  }
  return options;
}

/** The on-site form of one visit (`?record=<id>`), or why it cannot be recorded. */
interface RecordPanelProps {
  project: ProjectDetail;
  inspection: Inspection | undefined;
  /** The list is being refreshed: a visit not in it yet may still come. */
  refreshing: boolean;
  onRecorded(detail: InspectionDetail): void;
}

function RecordPanel({ project, inspection, refreshing, onRecorded }: RecordPanelProps) {
  const { role, backendUser } = useAuth();
  const pending = usePendingRecordings();
  const back = (
    <Button asChild variant="outline" size="sm">
      <RouterLink to={projectInspectionsHref(project.project_code)}>Back to inspections</RouterLink>
    </Button>
  );
  let body;
  if (!inspection && refreshing) body = <LoadingSpinner label="Loading the inspection" />;
  else if (!inspection) body = <EmptyState title="Inspection not found" description="It may have been cancelled, or it belongs to another project." />;
  else if (pending.has(inspection.id) || mayRecord(inspection, role, backendUser?.id)) {
    body = <RecordInspectionForm inspection={inspection} companies={responsibleCompanies(project)} pending={pending.get(inspection.id)} onRecorded={onRecorded} />;
  } else if (inspection.status === 'performed') body = <Text role="status">{`This inspection has been recorded: ${outcomeLabel(inspection)}.`}</Text>;
  else body = <Text role="status">Only the inspector assigned to this visit, or an administrator, can record it.</Text>;
  return (
    <Stack as="section" gap="4" aria-labelledby="record-inspection-heading">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="md" id="record-inspection-heading">
          {inspection ? `Record inspection: ${visitName(inspection)}` : 'Record inspection'}
        </Heading>
        {back}
      </HStack>
      {body}
    </Stack>
  );
}

/**
 * The project page's Inspections tab: the visits by stage with date, inspector, outcome and
 * conditions; the Admin's "Schedule inspection" form; "Record" on the visits the viewer may record,
 * which opens the on-site form at `?tab=inspections&record=<id>` (a link an inspector can keep).
 */
export function ProjectInspections({ project }: { project: ProjectDetail }) {
  const { role, backendUser } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const recordId = searchParams.get('record');
  const query = useInspections({ project: project.project_code }, { fresh: true });
  const pending = usePendingRecordings();
  const [recorded, setRecorded] = useState<string | null>(null);
  const inspections = query.data?.data;

  if (query.isPending) return <LoadingSpinner label="Loading the inspections" query={query} />;
  if (query.isError && !inspections) return <ErrorState title="Could not load the inspections" message={query.error.message} onRetry={() => void query.refetch()} />;

  if (recordId) {
    const onRecorded = (detail: InspectionDetail) => {
      setRecorded(`Inspection recorded: ${visitName(detail)}, ${outcomeLabel(detail)}.`);
      setSearchParams({ tab: 'inspections' }, { replace: true });
    };
    return <RecordPanel project={project} inspection={inspections?.find((item) => item.id === recordId)} refreshing={query.isFetching} onRecorded={onRecorded} />;
  }

  const groups = byStage(inspections ?? []);
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md">
          Inspections
        </Heading>
        <OfflineFreshness updatedAt={query.dataUpdatedAt} />
      </HStack>
      <Text role="status" color="green.fg" fontWeight="medium">
        {recorded}
      </Text>
      {can(role, 'inspectionSchedule') && <ScheduleInspectionForm projectCode={project.project_code} />}
      {groups.length === 0 ? (
        <EmptyState title="No inspections yet" description="Stage inspections (surface preparation, primer, intermediate coat, finish coat, final) appear here once scheduled." />
      ) : (
        groups.map((group) => (
          <Box as="section" key={group.stage} aria-label={INSPECTION_STAGE_LABELS[group.stage]}>
            <Heading as="h3" size="sm" mb="2">
              {INSPECTION_STAGE_LABELS[group.stage]}
            </Heading>
            <Stack as="ul" gap="2" listStyleType="none" m="0">
              {group.inspections.map((inspection) => (
                <InspectionItem key={inspection.id} inspection={inspection} canRecord={mayRecord(inspection, role, backendUser?.id)} canChange={can(role, 'inspectionSchedule')} pending={pending.get(inspection.id)} />
              ))}
            </Stack>
          </Box>
        ))
      )}
    </Stack>
  );
}

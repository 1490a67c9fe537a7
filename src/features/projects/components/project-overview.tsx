import { Button, Field, HStack, Link, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { notify } from '@/components/ui/toaster';
import { centsToDollars, formatCurrency } from '@/shared/format/currency';
import { formatDate, NOT_AVAILABLE } from '@/shared/format/date';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { PROJECT_MESSAGES, PROJECT_STATUS_LABELS, REVIEW_STATUSES, type ReviewStatus } from '@/shared/schemas/projects-values';
import { BUILDING_TYPE_LABELS, PARTY_ROLE_LABELS, SECTOR_LABELS, WORK_TYPE_LABELS } from '@/shared/schemas/requests-values';
import { REGION_LABELS } from '@/shared/schemas/common-values';
import { useSetReviewStatus } from '@/lib/api/projects/projects';
import { DetailSection, FactList } from '@/components/ui/fact-list';

const money = (cents: number | null) => (cents === null ? NOT_AVAILABLE : formatCurrency(centsToDollars(cents)));
const day = (value: string | null) => (value ? formatDate(value) : NOT_AVAILABLE);

/** The Admin's review status decision (Pending, In review, Approved, Changes requested). */
export function ReviewStatusControl({ project }: { project: ProjectDetail }) {
  const id = useId();
  const [value, setValue] = useState<ReviewStatus>(project.review_status);
  const save = useSetReviewStatus(project.project_code);
  const submit = async () => {
    try {
      await save.mutateAsync(value);
      notify({ variant: 'success', title: PROJECT_MESSAGES.reviewStatusSaved });
    } catch (error) {
      notify({ variant: 'destructive', title: 'Review status not saved', description: error instanceof Error ? error.message : undefined });
    }
  };
  return (
    <HStack gap="2" align="flex-end">
      <Field.Root width="auto">
        <Field.Label htmlFor={id}>Review status</Field.Label>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field id={id} value={value} onChange={(event) => setValue(event.currentTarget.value as ReviewStatus)}>
            {REVIEW_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button size="sm" onClick={() => void submit()} loading={save.isPending} disabled={value === project.review_status}>
        Save review status
      </Button>
    </HStack>
  );
}

/** The overview and parties tab: the project's facts, dates, contract and the companies on it. */
export function ProjectOverview({ project, canManage }: { project: ProjectDetail; canManage: boolean }) {
  return (
    <Stack gap="6">
      {canManage && <ReviewStatusControl key={project.review_status} project={project} />}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
        <DetailSection title="Overview">
          <FactList
            items={[
              ['Client', project.company_name ?? NOT_AVAILABLE],
              ['Address', [project.address, project.city, project.postal_code].filter(Boolean).join(', ')],
              ['Region', REGION_LABELS[project.region]],
              ['Sector', SECTOR_LABELS[project.sector]],
              ['Building type', BUILDING_TYPE_LABELS[project.building_type]],
              ['Work type', WORK_TYPE_LABELS[project.work_type]],
              ['Status', PROJECT_STATUS_LABELS[project.status]],
              ['Review status', project.review_status],
              ['Lead inspector', project.lead_inspector_name ?? 'Not assigned'],
            ]}
          />
        </DetailSection>
        <DetailSection title="Contract and dates">
          <FactList
            items={[
              ['Base contract', money(project.base_contract_cents)],
              ['Final contract', money(project.final_contract_cents)],
              ['QA fee', money(project.fee_cents)],
              ['Start', day(project.start_date)],
              ['Substantial performance', day(project.substantial_performance_date)],
              ['Final inspection', day(project.final_inspection_date)],
              ['Closed', project.closed_at ? formatDate(project.closed_at) : NOT_AVAILABLE],
            ]}
          />
        </DetailSection>
      </SimpleGrid>
      <DetailSection title="Parties">
        {project.parties.length === 0 ? (
          <Text color="fg.muted">No parties recorded yet.</Text>
        ) : (
          <FactList
            items={project.parties.map((party) => [
              PARTY_ROLE_LABELS[party.role],
              <Link key={party.role} asChild colorPalette="blue">
                <RouterLink to={`/companies/${party.company_id}`}>{party.company_name}</RouterLink>
              </Link>,
            ])}
          />
        )}
      </DetailSection>
    </Stack>
  );
}

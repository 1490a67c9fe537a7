import { Badge, Button, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { TableFrame } from '@/components/data-table/table-frame';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { FormError } from '@/components/ui/form-error';
import { notify } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { formatDate, NOT_AVAILABLE } from '@/shared/format/date';
import type { CompanyDetail as Detail } from '@/shared/schemas/companies';
import { COMPANY_MESSAGES, COMPANY_TYPE_LABELS, MEMBERSHIP_STATUS_LABELS } from '@/shared/schemas/companies-values';
import { PARTY_ROLE_LABELS, type PartyRole } from '@/shared/schemas/requests-values';
import { DetailSection, FactList } from '@/components/ui/fact-list';
import { useArchiveCompany, useCompany, useDeleteCompany } from '@/lib/api/companies/companies';

const relationLabel = (relation: string) => (relation === 'client' ? 'Client' : (PARTY_ROLE_LABELS[relation as PartyRole] ?? relation));

/** Edit, archive or restore, delete (refused with the reason when projects refer to the company). */
function CompanyActions({ company }: { company: Detail }) {
  const navigate = useNavigate();
  const archive = useArchiveCompany(company.id);
  const remove = useDeleteCompany(company.id);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setProblem(null);
    try {
      await action();
      notify({ variant: 'success', title: done });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'That did not work.');
    }
  };
  return (
    <Stack gap="2" align="flex-end">
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline">
          <RouterLink to={`/companies/edit/${company.id}`}>Edit company</RouterLink>
        </Button>
        <Button size="sm" variant="outline" loading={archive.isPending} onClick={() => void run(() => archive.mutateAsync(!company.archived_at), company.archived_at ? COMPANY_MESSAGES.restored : COMPANY_MESSAGES.archived)}>
          {company.archived_at ? 'Restore company' : 'Archive company'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          loading={remove.isPending}
          onClick={() =>
            void run(async () => {
              await remove.mutateAsync(undefined);
              navigate('/companies');
            }, COMPANY_MESSAGES.deleted)
          }
        >
          Delete company
        </Button>
      </HStack>
      {problem && <FormError message={problem} />}
    </Stack>
  );
}

/** The company page: its details and membership, its projects and its people. */
export function CompanyDetail({ id }: { id: string }) {
  const { role } = useAuth();
  const company = useCompany(id);
  if (company.isError && !company.data) return <ErrorState message={company.error.message} onRetry={() => void company.refetch()} retrying={company.isFetching} />;
  if (!company.data) return <CardSkeleton lines={6} label="Loading the company" query={company} />;
  const c = company.data;
  return (
    <Stack gap="8">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <HStack gap="2">
          <Badge variant="surface">{COMPANY_TYPE_LABELS[c.type]}</Badge>
          {c.archived_at && <Badge colorPalette="gray">Archived {formatDate(c.archived_at)}</Badge>}
        </HStack>
        {can(role, 'companiesManage') && <CompanyActions company={c} />}
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
        <DetailSection title="Details">
          <FactList
            items={[
              ['Address', [c.address, c.city, c.region, c.postal_code].filter(Boolean).join(', ') || NOT_AVAILABLE],
              ['Phone', c.phone ?? NOT_AVAILABLE],
              ['Email', c.email ?? NOT_AVAILABLE],
            ]}
          />
        </DetailSection>
        <DetailSection title="Membership">
          {c.membership_status ? (
            <FactList
              items={[
                ['Member number', c.member_no ?? NOT_AVAILABLE],
                ['Status', MEMBERSHIP_STATUS_LABELS[c.membership_status]],
                ['Valid from', c.membership_valid_from ? formatDate(c.membership_valid_from) : NOT_AVAILABLE],
                ['Valid to', c.membership_valid_to ? formatDate(c.membership_valid_to) : NOT_AVAILABLE],
              ]}
            />
          ) : (
            <Text color="fg.muted">Not a member of the QA program.</Text>
          )}
        </DetailSection>
      </SimpleGrid>
      <DetailSection title={`Projects (${c.projects.length})`}>
        {c.projects.length === 0 ? (
          <EmptyState title="No projects" description="Projects with this company as client or party show here." />
        ) : (
          <TableFrame label="Projects of the company">
            <Table.Root size="sm" aria-label="Projects of the company">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader scope="col" data-pin="start">
                    Code
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">Name</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">As</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">Review</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {c.projects.map((project) => (
                  <Table.Row key={`${project.project_code}-${project.relation}`}>
                    <Table.Cell data-pin="start">
                      <Link asChild colorPalette="blue">
                        <RouterLink to={`/projects/${encodeURIComponent(project.project_code)}`} data-primary-action="">
                          {project.project_code}
                        </RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{project.project_name}</Table.Cell>
                    <Table.Cell>{relationLabel(project.relation)}</Table.Cell>
                    <Table.Cell>{project.review_status}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableFrame>
        )}
      </DetailSection>
      <DetailSection title={`Contacts (${c.contacts.length})`}>
        {c.contacts.length === 0 ? (
          <Text color="fg.muted">No accounts are linked to this company.</Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none">
            {c.contacts.map((contact) => (
              <li key={contact.id}>
                <Text>
                  {contact.name} · {contact.email}
                  {contact.phone ? ` · ${contact.phone}` : ''}
                  {contact.status === 'suspended' ? ' (suspended)' : ''}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </DetailSection>
    </Stack>
  );
}

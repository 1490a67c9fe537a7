import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCheck, LuCircleAlert } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyLine } from '@/components/feedback/empty-line';
import { EmptyState } from '@/components/feedback/empty-state';
import { ApiError } from '@/lib/api-client';
import { PersistedList } from '@/components/data-table/persisted-list';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { useClientProject } from '@/lib/api/client-projects/get-client-projects';
import { centsToDollars, formatCurrency } from '@/shared/format/currency';
import { formatDate, formatDueDate } from '@/shared/format/date';
import { CLIENT_PROJECT_MESSAGES, type ClientProjectDetail } from '@/shared/schemas/client-projects';
import { DEFICIENCY_SEVERITY_LABELS } from '@/shared/schemas/inspections-values';
import { INVOICE_STATUS_LABELS } from '@/shared/schemas/invoices-values';
import { PROJECT_STATUS_LABELS } from '@/shared/schemas/projects-values';
import { LINE_DECISION_LABELS, SUBMITTABLE_PROJECT_STATUSES, SUBMITTAL_STATUS_LABELS } from '@/shared/schemas/submittals-values';
import { nextInspectionText } from './next-inspection-text';

type Invoice = ClientProjectDetail['invoices'][number];
type Submittal = ClientProjectDetail['submittals'][number];

export interface ClientProjectPageProps {
  code: string;
  /** The published reports with their PDF buttons (the reports feature's list, composed by the route). */
  renderReports: (reports: ClientProjectDetail['reports']) => ReactNode;
  /** An invoice's PDF button (the invoicing feature's, composed by the route). */
  invoiceAction: (invoice: Invoice) => ReactNode;
  /** The submittal form opened with a resubmission (the submittals feature's, composed by the route), or null when nothing is to revise. */
  resubmitLink: (submittal: Submittal) => { to: string; state: unknown } | null;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** A finished project takes no resubmission (the server refuses it). */
const isSubmittable = (status: string) => (SUBMITTABLE_PROJECT_STATUSES as readonly string[]).includes(status);

const cardProps = { as: 'li', borderWidth: '1px', borderRadius: 'md', px: '3', py: '2', minW: '0' } as const;

/**
 * `/my-projects/:projectCode`: the client's read-only project page, phone first, one section under
 * another: status and next inspection, published reports, deficiencies to fix, submittals,
 * invoices and the guarantee checklist (docs/features.md, My projects). Kept for reading offline.
 */
export function ClientProjectPage({ code, renderReports, invoiceAction, resubmitLink }: ClientProjectPageProps) {
  const query = useClientProject(code);
  const project = query.data?.data;
  if (query.isError && !project && query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
    return <EmptyState title="Project not found" description={CLIENT_PROJECT_MESSAGES.notFound} />;
  }
  return (
    <PersistedList query={query}>
      {!project ? (
        <CardSkeleton count={2} label="Loading the project" query={query} />
      ) : (
        <Stack gap="8">
          <Box>
            <Text fontWeight="semibold">{project.project_name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {[project.address, project.city].filter(Boolean).join(', ')}
            </Text>
            <HStack mt="2" gap="2" wrap="wrap">
              <Badge colorPalette={project.status === 'active' ? 'green' : 'gray'}>{PROJECT_STATUS_LABELS[project.status]}</Badge>
              <Text fontSize="sm">Next inspection: {nextInspectionText(project.next_inspection)}</Text>
            </HStack>
          </Box>
          <Section id="client-project-reports" title="Reports">
            {project.reports.length === 0 ? <EmptyLine title="No reports published yet" description="Reports appear here when your inspector publishes them." /> : renderReports(project.reports)}
          </Section>
          <Section id="client-project-deficiencies" title="Deficiencies to fix">
            <Deficiencies items={project.deficiencies} />
          </Section>
          <Section id="client-project-submittals" title="Submittals">
            <Submittals items={project.submittals} resubmitLink={isSubmittable(project.status) ? resubmitLink : () => null} />
          </Section>
          <Section id="client-project-invoices" title="Invoices">
            <Invoices items={project.invoices} action={invoiceAction} />
          </Section>
          <Section id="client-project-guarantee" title="Guarantee">
            <GuaranteeChecklist guarantee={project.guarantee} />
          </Section>
        </Stack>
      )}
    </PersistedList>
  );
}

function Deficiencies({ items }: { items: ClientProjectDetail['deficiencies'] }) {
  if (items.length === 0) return <EmptyLine title="Nothing to fix" description="Deficiencies your company must fix are listed here." />;
  return (
    <Stack as="ul" listStyleType="none" m="0" gap="2">
      {items.map((item) => (
        <Box key={item.id} {...cardProps}>
          <Text fontWeight="medium">
            #{item.number} {item.location}
          </Text>
          <Text fontSize="sm">{item.description}</Text>
          <Text fontSize="sm" color={item.days_overdue > 0 ? 'fg.error' : 'fg.muted'}>
            {DEFICIENCY_SEVERITY_LABELS[item.severity]} · {item.due_date ? `Due ${formatDueDate(item.due_date)}` : 'No due date'}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

function Submittals({ items, resubmitLink }: { items: ClientProjectDetail['submittals']; resubmitLink: ClientProjectPageProps['resubmitLink'] }) {
  if (items.length === 0) return <EmptyLine title="No submittals" description="Products you submit for this project are listed here with their decisions." />;
  return (
    <Stack as="ul" listStyleType="none" m="0" gap="2">
      {items.map((submittal) => (
        <SubmittalItem key={submittal.id} submittal={submittal} resubmit={resubmitLink(submittal)} />
      ))}
    </Stack>
  );
}

function SubmittalItem({ submittal, resubmit }: { submittal: Submittal; resubmit: ReturnType<ClientProjectPageProps['resubmitLink']> }) {
  return (
    <Box {...cardProps}>
      <Text fontWeight="medium">
        Submittal {submittal.submittal_no} · {SUBMITTAL_STATUS_LABELS[submittal.status]}
      </Text>
      <Stack as="ul" listStyleType="none" m="0" mt="1" gap="1">
        {submittal.lines.map((line) => (
          <HStack as="li" key={line.id} justify="space-between" wrap="wrap" gap="2" fontSize="sm">
            <Text minW="0">
              {line.surface}: {line.product.name} · {line.decision ? LINE_DECISION_LABELS[line.decision] : 'Awaiting decision'}
              {line.comment ? ` (${line.comment})` : ''}
            </Text>
          </HStack>
        ))}
      </Stack>
      {resubmit && (
        <Link asChild colorPalette="blue" fontWeight="semibold" fontSize="sm" display="inline-block" mt="1" py="1">
          <RouterLink to={resubmit.to} state={resubmit.state}>
            Resubmit submittal {submittal.submittal_no}
          </RouterLink>
        </Link>
      )}
    </Box>
  );
}

function Invoices({ items, action }: { items: readonly Invoice[]; action: (invoice: Invoice) => ReactNode }) {
  if (items.length === 0) return <EmptyLine title="No invoices" description="Invoices billed to your company for this project are listed here." />;
  return (
    <Stack as="ul" listStyleType="none" m="0" gap="2">
      {items.map((invoice) => (
        <HStack key={invoice.id} {...cardProps} justify="space-between" wrap="wrap" gap="2">
          <Box minW="0">
            <Text fontWeight="medium">
              {invoice.invoice_number} · {formatCurrency(centsToDollars(invoice.total_cents))}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {INVOICE_STATUS_LABELS[invoice.status]}
              {invoice.status === 'paid' ? ` ${formatDate(invoice.paid_at)}` : invoice.due_at ? ` · Due ${formatDate(invoice.due_at)}` : ''}
            </Text>
          </Box>
          {action(invoice)}
        </HStack>
      ))}
    </Stack>
  );
}

function GuaranteeChecklist({ guarantee }: { guarantee: ClientProjectDetail['guarantee'] }) {
  return (
    <Stack gap="2">
      <Text fontSize="sm">{guarantee.eligible ? 'Everything the guarantee needs is done.' : 'Still missing before the guarantee can be issued:'}</Text>
      <Stack as="ul" listStyleType="none" m="0" gap="1">
        {guarantee.checks.map((check) => (
          <HStack as="li" key={check.check} align="start" gap="2" fontSize="sm">
            <Box as="span" color={check.ok ? 'fg.success' : 'fg.warning'} mt="1" aria-hidden="true">
              {check.ok ? <LuCheck /> : <LuCircleAlert />}
            </Box>
            <Box minW="0">
              <Text>
                {check.label}
                <Text as="span" srOnly>
                  {check.ok ? ' (done)' : ' (missing)'}
                </Text>
              </Text>
              {!check.ok && check.detail && <Text color="fg.muted">{check.detail}</Text>}
            </Box>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

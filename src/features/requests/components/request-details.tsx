import { Box, Grid, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useId, type ReactNode } from 'react';
import { centsToDollars, formatCurrency } from '@/shared/format/currency';
import { formatDate, formatDateTime } from '@/shared/format/date';
import type { RequestDetail, RequestEvent } from '@/shared/schemas/requests';
import { BUILDING_TYPE_LABELS, MEETING_MODE_LABELS, PARTY_ROLE_LABELS, PARTY_ROLES, REQUEST_STATUS_LABELS, REQUEST_TYPE_LABELS, SECTOR_LABELS, WORK_TYPE_LABELS, type MeetingMode } from '@/shared/schemas/requests-values';
import { REGION_LABELS } from '@/shared/schemas/common-values';
import { RequestStatusBadge } from './request-status-badge';

type HeadingLevel = 'h2' | 'h3';

const DETAIL_LABELS: Record<string, string> = {
  coats_planned: 'Coats planned',
  stages_planned: 'Inspection stages',
  first_inspection_date: 'First inspection wanted on',
  surfaces: 'Surfaces and areas',
  deadline: 'Needed by',
  topic: 'Topic',
  meeting_mode: 'Meeting',
  hours_estimate: 'Hours estimated',
};

function detailText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (key === 'meeting_mode') return MEETING_MODE_LABELS[value as MeetingMode] ?? String(value);
  if (key.endsWith('_date') || key === 'deadline') return formatDate(String(value)) || String(value);
  return String(value);
}

function ProjectCodeLink({ code, href }: { code: string; href: string }) {
  return (
    <Link asChild fontWeight="medium" textDecoration="underline">
      <RouterLink to={href}>{code}</RouterLink>
    </Link>
  );
}

/**
 * The facts of a request as a description list (what was submitted and where it stands); once
 * converted, its project code links to `projectHref(code)` (the staff's or the client's project page).
 */
export function RequestFacts({ request, headingAs = 'h2', projectHref }: { request: RequestDetail; headingAs?: HeadingLevel; projectHref?: (projectCode: string) => string }) {
  const headingId = useId();
  const items: [string, ReactNode][] = [
    ['Request no.', request.request_no],
    ['Type', REQUEST_TYPE_LABELS[request.type]],
    ['Status', <RequestStatusBadge key="status" status={request.status} />],
    ['Project', request.project_name],
    ['Site', [request.site_address, request.city, REGION_LABELS[request.region], request.postal_code].filter(Boolean).join(', ')],
    ['Sector', SECTOR_LABELS[request.sector]],
    ['Building type', BUILDING_TYPE_LABELS[request.building_type]],
    ['Work', WORK_TYPE_LABELS[request.work_type]],
    ['Paint contract', formatCurrency(centsToDollars(request.contract_amount_cents))],
    ['Desired dates', `${formatDate(request.desired_start_date) || 'N/A'} to ${formatDate(request.desired_end_date) || 'open'}`],
    ['Company', request.company_name ?? 'N/A'],
    ['Requested by', `${request.requester_name} (${request.requester_email})`],
    ['Inspector', request.assigned_to_name ?? 'Not assigned yet'],
    ...(request.project_code ? [['Project code', projectHref ? <ProjectCodeLink key="project" code={request.project_code} href={projectHref(request.project_code)} /> : request.project_code] as [string, ReactNode]] : []),
    ['Submitted', formatDateTime(request.created_at)],
    ...Object.entries(request.details).map(([key, value]) => [DETAIL_LABELS[key] ?? key, detailText(key, value)] as [string, string]),
  ];
  const parties = PARTY_ROLES.filter((role) => request.parties[role]);
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as={headingAs} id={headingId} size="md" mb="3">
        Details
      </Heading>
      <Grid as="dl" templateColumns={{ base: '1fr', sm: 'minmax(9rem, auto) 1fr' }} columnGap="4" rowGap="2" fontSize="sm">
        {[
          ...items,
          ...parties.map((role) => {
            const party = request.parties[role]!;
            return [PARTY_ROLE_LABELS[role], [party.name, party.contact, party.email].filter(Boolean).join(' · ')] as [string, ReactNode];
          }),
        ].map(([label, value]) => (
          <Box key={label} display="contents">
            <Box as="dt" color="fg.muted" fontWeight="medium">
              {label}
            </Box>
            <Box as="dd" m="0">
              {value}
            </Box>
          </Box>
        ))}
      </Grid>
      <Text mt="4" whiteSpace="pre-wrap">
        {request.description}
      </Text>
    </Box>
  );
}

function eventTitle(event: RequestEvent): string {
  if (event.kind === 'message') return `Message${event.by_name ? ` from ${event.by_name}` : ''}`;
  return event.status ? REQUEST_STATUS_LABELS[event.status] : 'Status changed';
}

/** The request's history, oldest first: status changes (with their note) and messages. */
export function RequestTimeline({ events, headingAs = 'h2' }: { events: readonly RequestEvent[]; headingAs?: HeadingLevel }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as={headingAs} id={headingId} size="md" mb="3">
        Timeline
      </Heading>
      {events.length === 0 ? (
        <Text color="fg.muted">Nothing has happened yet.</Text>
      ) : (
        <List.Root as="ol" gap="3" variant="plain" aria-labelledby={headingId}>
          {events.map((event) => (
            <List.Item key={event.id} borderStartWidth="3px" borderColor={event.kind === 'message' ? 'orange.solid' : 'blue.solid'} ps="3">
              <Stack gap="0.5">
                <Text fontWeight="semibold">{eventTitle(event)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                  {event.kind === 'status' && event.by_name ? ` · ${event.by_name}` : ''}
                </Text>
                {event.note && <Text whiteSpace="pre-wrap">{event.note}</Text>}
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}

import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AddToCalendarButton } from '@/components/calendar/add-to-calendar-button';
import { centsToDollars, formatCurrency } from '@/shared/format/currency';
import { formatDateTime } from '@/shared/format/date';
import type { Inspection } from '@/shared/schemas/inspections';
import { INSPECTION_STAGE_LABELS } from '@/shared/schemas/inspections-values';
import type { PendingRecording } from '@/lib/api/inspections/record-inspection';
import { projectInspectionsHref } from '../inspection-links';
import { VisitActions } from './visit-actions';
import { conditionsText, counted, outcomeLabel, visitName } from '../inspection-model';
import { LOCALE } from '@/shared/format/locale';

/** Said wherever a recording waits on this device (the on-site form, docs/offline.md, Waiting writes). */
export const WAITING_TO_SYNC_TEXT = 'Saved on this device, will sync';

const OUTCOME_PALETTE: Record<string, string> = {
  pass: 'green',
  pass_with_deficiencies: 'orange',
  fail: 'red',
  not_ready: 'gray',
  scheduled: 'blue',
  cancelled: 'gray',
};

export function InspectionOutcomeBadge({ inspection }: { inspection: Pick<Inspection, 'status' | 'result'> }) {
  return (
    <Badge colorPalette={OUTCOME_PALETTE[inspection.result ?? inspection.status]} variant="subtle">
      {outcomeLabel(inspection)}
    </Badge>
  );
}

export interface InspectionItemProps {
  inspection: Inspection;
  /** Show the project (the staff home lists visits of many projects). */
  showProject?: boolean;
  /** Offer the on-site form. */
  canRecord: boolean;
  /** Offer Reschedule, Reassign and Cancel visit (an Admin's). */
  canChange?: boolean;
  pending?: PendingRecording;
}

/** One visit: when, who, the outcome and conditions, and the Record action or the sync state. */
export function InspectionItem({ inspection, showProject = false, canRecord, canChange = false, pending }: InspectionItemProps) {
  const conditions = conditionsText(inspection);
  const when = inspection.performed_at ?? inspection.scheduled_at;
  const title = showProject ? `${inspection.project_code} ${inspection.project_name}: ${INSPECTION_STAGE_LABELS[inspection.stage]}` : formatDateTime(when);
  return (
    <HStack as="li" aria-label={visitName(inspection)} justify="space-between" align="start" wrap="wrap" gap="3" borderWidth="1px" borderRadius="md" px="4" py="3">
      <Stack gap="1" minW="0">
        <HStack gap="2" wrap="wrap">
          {showProject ? (
            <Link asChild fontWeight="medium" colorPalette="blue">
              <RouterLink to={projectInspectionsHref(inspection.project_code)}>{title}</RouterLink>
            </Link>
          ) : (
            <Text fontWeight="medium">{title}</Text>
          )}
          <InspectionOutcomeBadge inspection={inspection} />
          {pending && (
            <Badge colorPalette="purple" variant="outline" role="status">
              {pending.waiting ? WAITING_TO_SYNC_TEXT : 'Sending the recording…'}
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {showProject ? `${formatDateTime(when)} · ` : ''}
          {inspection.inspector_name ?? 'No inspector assigned'}
        </Text>
        {conditions && <Text fontSize="sm">{conditions}</Text>}
        {inspection.status === 'performed' && (
          <Text fontSize="sm" color="fg.muted">
            {`Travel ${inspection.travel_km.toLocaleString(LOCALE)} km, fee ${formatCurrency(centsToDollars(inspection.travel_fee_cents))}${inspection.travel_flat_zone ? ` (flat zone ${inspection.travel_flat_zone})` : ''} · ${counted(inspection.deficiency_count, 'deficiency', 'deficiencies')} · ${counted(inspection.photo_count, 'photo', 'photos')}`}
          </Text>
        )}
        {inspection.notes && (
          <Text fontSize="sm" whiteSpace="pre-wrap">
            {inspection.notes}
          </Text>
        )}
      </Stack>
      {inspection.status === 'scheduled' && (
        <HStack gap="2" wrap="wrap">
          <AddToCalendarButton visit={inspection} area="staff" name={visitName(inspection)} />
          {canChange && !pending && <VisitActions inspection={inspection} />}
          {canRecord && !pending && (
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to={projectInspectionsHref(inspection.project_code, inspection.id)} aria-label={`Record the inspection ${visitName(inspection)}`}>
                Record
              </RouterLink>
            </Button>
          )}
        </HStack>
      )}
    </HStack>
  );
}

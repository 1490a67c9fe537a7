import { Box, Input, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { inputKind } from '@/components/form/input-kinds';
import { inspectorOptions, SelectControl } from '@/components/form/select-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import { refusalText } from '@/lib/api/deficiencies/deficiency-action-write';
import { VISIT_CHANGE_LABELS, visitChangeWrite, type VisitChangeAction, } from '@/lib/api/inspections/change-visit';
import { useInspectors } from '@/lib/api/requests/get-inspectors';
import { useQueuedWrite } from '@/lib/api/use-api-mutation';
import { ApiError } from '@/lib/api-client';
import { useWaitingChangeActions } from '@/lib/offline/waiting-changes';
import { formatDateTime } from '@/shared/format/date';
import { VERSION_CONFLICT_CODE } from '@/shared/schemas/common-values';
import type { CancelInspection, ChangeInspection, Inspection } from '@/shared/schemas/inspections';
import { visitName } from '../inspection-model';
import { visitChangeDefaults, visitChangeResolver, type VisitChangeValues } from '../visit-change-model';

/** Said when a change waits on this device (docs/offline.md, Waiting writes). */
export const VISIT_CHANGE_QUEUED_TEXT = 'Saved on this device, will sync';

const whoAndWhen = (visit: Inspection) => `${formatDateTime(visit.scheduled_at)} with ${visit.inspector_name ?? 'no inspector'}`;

function successText(action: VisitChangeAction, after: Inspection): string {
  if (action === 'reschedule') return `Visit moved to ${formatDateTime(after.scheduled_at)}`;
  if (action === 'reassign') return `Visit given to ${after.inspector_name ?? 'no inspector'}`;
  return `Visit cancelled: ${visitName(after)}`;
}

/** The visit as stored now, from a 409 version conflict's `current`. */
function conflictCurrent(error: unknown): Inspection | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.data as { code?: unknown; current?: Inspection } | null;
  return body?.code === VERSION_CONFLICT_CODE ? body.current : undefined;
}

function InspectorField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  // The server's list holds the active Inspectors and Admins.
  const inspectors = useInspectors().data?.data ?? [];
  return (
    <FormField label="Inspector" error={error}>
      <SelectControl registration={registration} options={inspectorOptions(inspectors)} />
    </FormField>
  );
}

export interface VisitChangeDialogProps {
  action: VisitChangeAction;
  inspection: Inspection;
  onClose(): void;
}

/**
 * One of the Admin's changes to a scheduled visit, sent at the version read (docs/features.md,
 * Inspections). A 409 shows the visit as it is now and the next try is based on it; offline the
 * change waits on this device and the dialog closes.
 */
export function VisitChangeDialog({ action, inspection, onClose }: VisitChangeDialogProps) {
  const write = useQueuedWrite(visitChangeWrite);
  const { discardByKey } = useWaitingChangeActions();
  const [current, setCurrent] = useState<Inspection | null>(null);
  const basedOn = current ?? inspection;
  const resolver = useMemo(() => visitChangeResolver(action, basedOn.version), [action, basedOn.version]);
  const form = useForm<VisitChangeValues, unknown, ChangeInspection | CancelInspection>({ resolver, defaultValues: visitChangeDefaults(inspection) });
  const { register, handleSubmit, setError } = form;
  const { errors } = form.formState;
  const name = visitName(inspection);

  useEffect(() => {
    if (!write.isWaiting) return;
    notify({ title: VISIT_CHANGE_QUEUED_TEXT, description: `${VISIT_CHANGE_LABELS[action]}: ${name}` });
    onClose();
  }, [write.isWaiting, action, name, onClose]);

  const onSubmit = handleSubmit((body) => {
    write.send({ ...body, inspectionId: inspection.id, visit: name, action }, {
      onSuccess: (after) => {
        notify({ variant: 'success', title: successText(action, after) });
        onClose();
      },
      onError: (error, variables) => {
        // Shown here, with the dialog still open: not also in the list of waiting changes.
        discardByKey(variables.idempotencyKey);
        const now = conflictCurrent(error);
        if (now) {
          setCurrent(now);
          setError('root.server', { message: `Someone changed this visit after you opened it. It is now ${whoAndWhen(now)}. Check and confirm again to apply yours.` });
        } else setError('root.server', { message: error instanceof ApiError ? refusalText(error) : error.message || 'The change could not be saved. Please try again.' });
      },
    });
  });

  const cancel = action === 'cancel';
  return (
    <FormDialog
      title={`${VISIT_CHANGE_LABELS[action]}: ${name}`}
      onSubmit={onSubmit}
      submitLabel={cancel ? 'Cancel visit' : VISIT_CHANGE_LABELS[action]}
      cancelLabel={cancel ? 'Keep visit' : 'Close'}
      colorPalette={cancel ? 'red' : 'blue'}
      loading={write.isPending && !write.isWaiting}
      onCancel={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        {`${inspection.project_code} ${inspection.project_name}. Now: ${whoAndWhen(basedOn)}.`}
      </Text>
      {action === 'reschedule' && (
        <FormField label="New date and time" error={errors.scheduled_at?.message}>
          <Input {...inputKind('dateTime')} {...register('scheduled_at')} />
        </FormField>
      )}
      {action === 'reassign' && <InspectorField registration={register('inspector_id')} error={errors.inspector_id?.message} />}
      {cancel && <Text>The visit is cancelled for everyone; the inspector&apos;s calendar shows it as cancelled.</Text>}
      {current && (
        <Box role="group" aria-label="The visit as it is now" borderWidth="1px" borderColor="orange.emphasized" borderRadius="md" p="3" fontSize="sm">
          <Text fontWeight="medium">Current values</Text>
          <Text>{`Date and time: ${formatDateTime(current.scheduled_at)}`}</Text>
          <Text>{`Inspector: ${current.inspector_name ?? 'none'}`}</Text>
        </Box>
      )}
      <FormError message={errors.root?.server?.message ?? errors.root?.message} />
    </FormDialog>
  );
}

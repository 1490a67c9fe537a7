import { Button, CloseButton, Dialog, Input, NativeSelect, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/ui/form-error';
import { inspectorOptions, SelectControl } from '@/components/form/select-field';
import { FormField } from '@/components/ui/form-field';
import { BILLING_STAGE_DESCRIPTIONS, BILLING_STAGE_KEYS } from '@/shared/fees';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import type { ConvertRequest, ConvertRequestInput, RequestDetail } from '@/shared/schemas/requests';
import { REGION_LABELS, REGIONS } from '@/shared/schemas/common-values';
import type { AssignableInspector } from '@/lib/api/requests/get-inspectors';
import { useConvertRequest } from '@/lib/api/requests/request-actions';
import { actionErrorText } from '../action-errors';
import { isConflict } from '@/lib/api-client';
import { useBackCloses } from '@/lib/use-back-closes';
import { defaultStageDates } from '../triage-model';
import { inputKind } from '@/components/form/input-kinds';

export const CONVERT_BUTTON_LABEL = 'Accept and convert…';
export const CONVERT_DIALOG_TITLE = 'Accept and convert into a project';
export const CONVERT_SUBMIT_LABEL = 'Convert to project';

const convertResolver = lazyZodResolver<ConvertRequestInput, ConvertRequest>(() => import('@/shared/schemas/requests').then((m) => m.convertRequestSchema));

export interface ConvertDialogProps {
  request: RequestDetail;
  inspectors: readonly AssignableInspector[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new project's code, once converted. */
  onConverted: (projectCode: string) => void;
  /** Refused because the request moved on (409): the panel says so, as the reload ends this dialog. */
  onMovedOn: (error: unknown) => void;
}

/**
 * Accept a request and turn it into a project in one step (the server does it in one
 * transaction): project name, region (the code's prefix), lead inspector and the dates of the
 * three billing stages. The fee comes from the settings on the server.
 */
export function ConvertDialog({ request, inspectors, open, onOpenChange, onConverted, onMovedOn }: ConvertDialogProps) {
  useBackCloses(open, () => onOpenChange(false));
  // The form mounts with the dialog's content (lazyMount, unmountOnExit), so each opening starts
  // from the request as it is now: the inspector just assigned as lead, today's stage dates.
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="lg" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <ConvertForm request={request} inspectors={inspectors} onOpenChange={onOpenChange} onConverted={onConverted} onMovedOn={onMovedOn} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ConvertForm({ request, inspectors, onOpenChange, onConverted, onMovedOn }: Omit<ConvertDialogProps, 'open'>) {
  const convert = useConvertRequest();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ConvertRequestInput, unknown, ConvertRequest>({
    resolver: convertResolver,
    defaultValues: {
      projectName: request.project_name,
      region: request.region,
      leadInspectorId: request.assigned_to ?? '',
      stageDates: defaultStageDates(request),
    },
  });

  // mutateAsync, not mutate's callbacks: the refreshed request is no longer open, so the panel
  // can drop this dialog before the action settles, and mutate's callbacks die with it.
  const onSubmit = handleSubmit(async (body) => {
    try {
      const result = await convert.mutateAsync({ id: request.id, body });
      onOpenChange(false);
      onConverted(result.project.project_code);
    } catch (error) {
      if (!isConflict(error)) return setError('root.server', { message: actionErrorText(error) });
      onOpenChange(false);
      onMovedOn(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{CONVERT_DIALOG_TITLE}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            Request {request.request_no} becomes a project pending review, with its fee from the fee settings and three billing stages.
            The client is told by e-mail.
          </Text>
          <FormField label="Project name" error={errors.projectName?.message}>
            <Input {...register('projectName')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Region" error={errors.region?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('region')}>
                  {REGIONS.map((region) => (
                    <option key={region} value={region}>
                      {region} · {REGION_LABELS[region]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Lead inspector" error={errors.leadInspectorId?.message}>
              <SelectControl registration={register('leadInspectorId')} options={inspectorOptions(inspectors)} placeholder="Choose an inspector…" />
            </FormField>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {BILLING_STAGE_KEYS.map((stage) => (
              <FormField key={stage} label={`${BILLING_STAGE_DESCRIPTIONS[stage]} date`} error={errors.stageDates?.[stage]?.message}>
                <Input {...inputKind('date')} {...register(`stageDates.${stage}`)} />
              </FormField>
            ))}
          </SimpleGrid>
          <FormError message={errors.stageDates?.root?.message ?? errors.stageDates?.message} />
          <FormError message={errors.root?.server?.message} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="green" loading={convert.isPending}>
          {CONVERT_SUBMIT_LABEL}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </form>
  );
}

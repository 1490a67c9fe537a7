import { Box, chakra, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { DraftFormFooter } from '@/components/form/draft-form-footer';
import { StashedFilesField } from '@/components/form/stashed-files-field';
import { FormField } from '@/components/ui/form-field';
import { useQueuedForm } from '@/lib/forms/use-queued-form';
import { discardStashedFile } from '@/lib/offline/stashed-files';
import { REQUEST_ATTACHMENTS_MAX } from '@/shared/uploads-values';
import type { CreateRequest } from '@/shared/schemas/requests';
import { BUILDING_TYPE_LABELS, BUILDING_TYPES, MEETING_MODE_LABELS, MEETING_MODES, PARTY_ROLE_LABELS, PARTY_ROLES, REQUEST_DESCRIPTION_MAX, REQUEST_DESCRIPTION_MIN, SECTOR_LABELS, SECTORS, WORK_TYPE_LABELS, WORK_TYPES, type RequestType } from '@/shared/schemas/requests-values';
import { REGION_LABELS, REGIONS } from '@/shared/schemas/common-values';
import { createRequestWrites, REQUEST_FORM_PATHS } from '@/lib/api/requests/create-request';
import { emptyRequestFormValues, formValuesFromRequest, requestFormResolver, type RequestFormValues } from '../request-form-model';
import { RequestConfirmation, type RequestOutcome } from './request-confirmation';
import { RequestFormSection } from './request-form-section';
import { optionsFrom, SelectControl } from '@/components/form/select-field';
import { inputKind } from '@/components/form/input-kinds';
import { LOCALE } from '@/shared/format/locale';

export const SUBMIT_REQUEST_LABEL = 'Submit request';
export const DISCARD_DRAFT_LABEL = 'Discard draft';

/** A refused request the user chose to edit from the list of waiting changes. */
function draftFrom(state: unknown): RequestFormValues | undefined {
  const draft = (state as { draft?: Record<string, unknown> } | null)?.draft;
  return draft ? formValuesFromRequest(draft) : undefined;
}

/** The body's `attachment_ids` are the form's `attachments`. */
const requestFieldOf = (field: string) => (field.startsWith('attachment_ids') ? 'attachments' : field);

export interface RequestFormProps {
  type: RequestType;
  /** h2 when the form is the page; h3 when it sits under a "New request" h2. */
  headingLevel?: 2 | 3;
  /** The page of a request, for the link in the confirmation. */
  requestHref: (requestId: string) => string;
  /** My Requests, for the confirmation of a request waiting on this device. */
  myRequestsHref: string;
}

/**
 * A client's request form (RFI, specification or consultation): the fields of its kind,
 * validated with the shared schema, sent as a queued write (POST /api/requests with an
 * Idempotency-Key). Online, it confirms with the request number; offline, the request waits on
 * this device and is sent once the connection returns; either way a confirmation takes the form's
 * place (RequestConfirmation). The form in progress is kept as a draft on this device until it is
 * sent or discarded.
 */
export function RequestForm({ type, headingLevel = 2, requestHref, myRequestsHref }: RequestFormProps) {
  const location = useLocation();
  const stateDraft = useMemo(() => draftFrom(location.state), [location.state]);
  const defaults = useMemo(() => emptyRequestFormValues(), []);
  // The request the server has; a waiting one is read from the queued write (`waitingSince`), in
  // the same render that learns it waits.
  const [received, setReceived] = useState<RequestOutcome | null>(null);
  // The waiting send the user left with "Make another request": its panel stays away.
  const [dismissedSince, setDismissedSince] = useState(0);
  // Which send the confirmation is about: a request that lands after the user asked for a new
  // form must not cover that form again.
  const sends = useRef(0);
  const focusFormNext = useRef(false);
  const { form, draft, send, footer, waitingSince } = useQueuedForm({
    write: createRequestWrites[type],
    formId: `request-${type}`,
    defaults,
    resolver: requestFormResolver(type),
    initialValues: stateDraft,
    fieldOf: requestFieldOf,
    failureText: 'Your request could not be sent. Please try again.',
  });
  const {
    register,
    control,
    getValues,
    handleSubmit,
    formState: { errors },
  } = form;

  function submit(body: CreateRequest) {
    const sendNo = ++sends.current;
    setReceived(null);
    send({ ...body, attachments: getValues('attachments') }, (created) => {
      if (sends.current === sendNo) setReceived({ kind: 'received', request: created });
    });
  }

  function newRequest() {
    sends.current += 1;
    focusFormNext.current = true;
    setReceived(null);
    setDismissedSince(waitingSince);
  }

  const outcome: RequestOutcome | null = received ?? (waitingSince !== 0 && waitingSince !== dismissedSince ? { kind: 'waiting' } : null);
  const formShown = outcome === null;

  // "Make another request": the empty form is back, and the focus goes to its first field.
  useEffect(() => {
    if (!formShown || !focusFormNext.current) return;
    focusFormNext.current = false;
    form.setFocus('project_name');
  }, [formShown, form]);

  async function discardDraft() {
    await Promise.all(getValues('attachments').map((file) => discardStashedFile(file.id)));
    await draft.discard();
  }

  const level = headingLevel;
  const details = errors.details;

  if (outcome) {
    return (
      <RequestConfirmation
        outcome={outcome}
        headingLevel={headingLevel}
        requestHref={requestHref}
        myRequestsHref={myRequestsHref}
        newRequestHref={REQUEST_FORM_PATHS[type]}
        onNewRequest={newRequest}
      />
    );
  }

  return (
    <chakra.form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate aria-label="Request form">
      <Stack gap="8">
        <Text color="fg.muted">Fields marked optional may be left empty. Everything you type is kept on this device until you submit.</Text>

        <RequestFormSection title="Project and site" level={level}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Project name" error={errors.project_name?.message}>
              <Input {...register('project_name')} />
            </FormField>
            <FormField label="Site address" error={errors.site_address?.message}>
              <Input autoComplete="street-address" {...register('site_address')} />
            </FormField>
            <FormField label="City" error={errors.city?.message}>
              <Input autoComplete="address-level2" {...register('city')} />
            </FormField>
            <FormField label="Province or territory" error={errors.region?.message}>
              <SelectControl registration={register('region')} options={optionsFrom(REGIONS, REGION_LABELS)} />
            </FormField>
            <FormField label="Postal code (optional)" error={errors.postal_code?.message}>
              <Input {...inputKind('postalCode')} {...register('postal_code')} />
            </FormField>
          </SimpleGrid>
        </RequestFormSection>

        <RequestFormSection title="The work" level={level}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Sector" error={errors.sector?.message}>
              <SelectControl registration={register('sector')} options={optionsFrom(SECTORS, SECTOR_LABELS)} />
            </FormField>
            <FormField label="Building type" error={errors.building_type?.message}>
              <SelectControl registration={register('building_type')} options={optionsFrom(BUILDING_TYPES, BUILDING_TYPE_LABELS)} />
            </FormField>
            <FormField label="New construction or repaint" error={errors.work_type?.message}>
              <SelectControl registration={register('work_type')} options={optionsFrom(WORK_TYPES, WORK_TYPE_LABELS)} />
            </FormField>
            <FormField label="Paint contract amount (dollars)" error={errors.contract_amount?.message} helperText="The value of the painting contract, e.g. 125000.">
              <Input {...inputKind('decimal')} {...register('contract_amount')} />
            </FormField>
            <FormField label="Desired start date" error={errors.desired_start_date?.message}>
              <Input {...inputKind('date')} {...register('desired_start_date')} />
            </FormField>
            <FormField label="Desired end date (optional)" error={errors.desired_end_date?.message}>
              <Input {...inputKind('date')} {...register('desired_end_date')} />
            </FormField>
          </SimpleGrid>
        </RequestFormSection>

        {type === 'inspection' && (
          <RequestFormSection title="Inspection" level={level}>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <FormField label="Coats planned" error={details?.coats_planned?.message} helperText="1 to 6">
                <Input {...inputKind('integer')} {...register('details.coats_planned')} />
              </FormField>
              <FormField label="Inspection stages (optional)" error={details?.stages_planned?.message} helperText="1 to 10">
                <Input {...inputKind('integer')} {...register('details.stages_planned')} />
              </FormField>
              <FormField label="First inspection wanted on (optional)" error={details?.first_inspection_date?.message}>
                <Input {...inputKind('date')} {...register('details.first_inspection_date')} />
              </FormField>
            </SimpleGrid>
          </RequestFormSection>
        )}
        {type === 'specification' && (
          <RequestFormSection title="Specification" level={level}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Surfaces and areas to specify" error={details?.surfaces?.message}>
                <Textarea rows={3} {...register('details.surfaces')} />
              </FormField>
              <FormField label="Needed by" error={details?.deadline?.message}>
                <Input {...inputKind('date')} {...register('details.deadline')} />
              </FormField>
            </SimpleGrid>
          </RequestFormSection>
        )}
        {type === 'consultation' && (
          <RequestFormSection title="Consultation" level={level}>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <FormField label="Topic" error={details?.topic?.message}>
                <Input {...register('details.topic')} />
              </FormField>
              <FormField label="Meeting" error={details?.meeting_mode?.message}>
                <SelectControl registration={register('details.meeting_mode')} options={optionsFrom(MEETING_MODES, MEETING_MODE_LABELS)} />
              </FormField>
              <FormField label="Hours estimated" error={details?.hours_estimate?.message} helperText="In half hours, e.g. 1.5">
                <Input {...inputKind('decimal')} {...register('details.hours_estimate')} />
              </FormField>
            </SimpleGrid>
          </RequestFormSection>
        )}

        <RequestFormSection title="Parties (optional)" level={level} description="Leave out the parties you do not know yet.">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            {PARTY_ROLES.map((role) => {
              const label = PARTY_ROLE_LABELS[role];
              const partyErrors = errors.parties?.[role];
              return (
                <Box as="fieldset" key={role} borderWidth="1px" borderRadius="md" p="4">
                  <Box as="legend" px="1" fontWeight="semibold" fontSize="sm">
                    {label}
                  </Box>
                  <Stack gap="3">
                    <FormField label={`${label} name`} error={partyErrors?.name?.message}>
                      <Input {...register(`parties.${role}.name`)} />
                    </FormField>
                    <FormField label={`${label} contact person`} error={partyErrors?.contact?.message}>
                      <Input {...register(`parties.${role}.contact`)} />
                    </FormField>
                    <FormField label={`${label} email`} error={partyErrors?.email?.message}>
                      <Input {...inputKind('contactEmail')} {...register(`parties.${role}.email`)} />
                    </FormField>
                  </Stack>
                </Box>
              );
            })}
          </SimpleGrid>
        </RequestFormSection>

        <RequestFormSection title="Description" level={level}>
          <FormField
            label="Describe the work"
            error={errors.description?.message}
            helperText={`${REQUEST_DESCRIPTION_MIN} to ${REQUEST_DESCRIPTION_MAX.toLocaleString(LOCALE)} characters: surfaces, products specified, access, schedule.`}
          >
            <Textarea rows={6} {...register('description')} />
          </FormField>
        </RequestFormSection>

        <RequestFormSection title="Attachments (optional)" level={level} description="Drawings, the paint specification, photos of the site.">
          <Controller
            control={control}
            name="attachments"
            render={({ field, fieldState }) => (
              <StashedFilesField
                label="Attach files"
                kind="request_attachment"
                value={field.value ?? []}
                onChange={field.onChange}
                max={REQUEST_ATTACHMENTS_MAX}
                error={fieldState.error?.message}
              />
            )}
          />
        </RequestFormSection>
      </Stack>

      <DraftFormFooter {...footer} onDiscard={() => void discardDraft()} discardLabel={DISCARD_DRAFT_LABEL} submitLabel={SUBMIT_REQUEST_LABEL} />
    </chakra.form>
  );
}

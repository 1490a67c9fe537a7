import { Box, Button, chakra, Heading, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { DraftFormFooter } from '@/components/form/draft-form-footer';
import { FormField } from '@/components/ui/form-field';
import { optionsFrom, SelectControl } from '@/components/form/select-field';
import { useQueuedForm } from '@/lib/forms/use-queued-form';
import { discardStashedFile } from '@/lib/offline/stashed-files';
import type { Inspection, InspectionDetail } from '@/shared/schemas/inspections';
import { INSPECTION_PHOTOS_MAX, INSPECTION_RESULT_LABELS, INSPECTION_RESULTS } from '@/shared/schemas/inspections-values';
import { useTravelFeeSettings } from '@/lib/api/inspections/get-inspections';
import { recordInspectionWrite, type PendingRecording } from '@/lib/api/inspections/record-inspection';
import { visitName } from '../inspection-model';
import { emptyDeficiency, emptyRecordFormValues, formFieldOf, readConditions, recordFormResolver, travelFeeFor } from '../record-form-model';
import { DeficiencyFieldset, type CompanyOption } from './deficiency-fieldset';
import { WAITING_TO_SYNC_TEXT } from './inspection-item';
import { PhotosField } from './photos-field';
import { ConditionsReadout, TravelFeeReadout } from './site-readouts';
import { inputKind } from '@/components/form/input-kinds';

/** The conditions measured on site, as typed (°C and %). */
const READINGS = [
  { name: 'air_temperature_c', label: 'Air temperature (°C)' },
  { name: 'surface_temperature_c', label: 'Surface temperature (°C)' },
  { name: 'relative_humidity', label: 'Relative humidity (%)' },
] as const;

export interface RecordInspectionFormProps {
  inspection: Inspection;
  /** Who may be made responsible for a deficiency: the project's client and parties. */
  companies: readonly CompanyOption[];
  /** A recording of this visit still on its way (this one, or one restored after a reload). */
  pending: PendingRecording | undefined;
  /** The server accepted the recording (online). */
  onRecorded(inspection: InspectionDetail): void;
}

/**
 * The on-site form (poor connectivity): result, conditions with the dew point worked out live,
 * notes, travel with its fee, photos (compressed, kept on this device until sent) and deficiencies.
 * Sent as a queued write: offline it is saved on this device and sent when the connection returns.
 * The form in progress is kept as a draft on this device.
 */
export function RecordInspectionForm({ inspection, companies, pending, onRecorded }: RecordInspectionFormProps) {
  const travel = useTravelFeeSettings();
  const defaults = useMemo(() => emptyRecordFormValues(), []);
  const resolver = useMemo(() => recordFormResolver(inspection.version), [inspection.version]);
  const { form, draft, write, send, footer } = useQueuedForm({
    write: recordInspectionWrite,
    formId: `inspection-record-${inspection.id}`,
    defaults,
    resolver,
    fieldOf: formFieldOf,
    failureText: 'The inspection could not be saved. Please try again.',
  });
  const { register, control, getValues, handleSubmit } = form;
  const { errors } = form.formState;
  const deficiencies = useFieldArray({ control, name: 'deficiencies' });
  const [air, surface, humidity, km] = useWatch({ control, name: ['air_temperature_c', 'surface_temperature_c', 'relative_humidity', 'travel_km'] });
  const reading = readConditions(air, surface, humidity);

  if (pending && !(write.isPending && !write.isWaiting)) {
    return (
      <Box role="status" borderWidth="1px" borderRadius="md" p="4" bg="bg.muted">
        <Text fontWeight="medium">{pending.waiting ? `${WAITING_TO_SYNC_TEXT}.` : 'Sending the recording…'}</Text>
        <Text fontSize="sm" color="fg.muted">
          {pending.waiting
            ? 'The recording and its photos are kept on this device and sent as soon as the connection returns. It is listed under changes waiting to sync.'
            : 'The photos go first, then the recording.'}
        </Text>
      </Box>
    );
  }

  const onSubmit = handleSubmit((body) => {
    const values = getValues();
    send(
      {
        ...body,
        inspectionId: inspection.id,
        visit: `${visitName(inspection)}, ${inspection.project_code}`,
        photos: values.photos,
        deficiencyPhotos: values.deficiencies.map((item) => item.photos),
      },
      onRecorded,
    );
  });

  async function discardDraft() {
    const values = getValues();
    await Promise.all([...values.photos, ...values.deficiencies.flatMap((item) => item.photos)].map((file) => discardStashedFile(file.id)));
    await draft.discard();
  }

  function removeDeficiency(index: number) {
    for (const file of getValues(`deficiencies.${index}.photos`) ?? []) void discardStashedFile(file.id);
    deficiencies.remove(index);
  }

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label={`Record inspection: ${visitName(inspection)}`}>
      <Stack gap="6">
        <Text color="fg.muted">Everything you type is kept on this device until you save. Without a connection, the recording waits here and is sent later.</Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Result" error={errors.result?.message}>
            <SelectControl registration={register('result')} options={optionsFrom(INSPECTION_RESULTS, INSPECTION_RESULT_LABELS)} />
          </FormField>
          <FormField label="Performed at" error={errors.performed_at?.message}>
            <Input {...inputKind('dateTime')} {...register('performed_at')} />
          </FormField>
        </SimpleGrid>

        <Stack as="section" gap="3" aria-label="Conditions">
          <Heading as="h4" size="sm">
            Conditions
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {READINGS.map(({ name, label }) => (
              <FormField key={name} label={label} error={errors[name]?.message}>
                <Input {...inputKind('decimal')} {...register(name)} />
              </FormField>
            ))}
          </SimpleGrid>
          <ConditionsReadout reading={reading} />
        </Stack>

        <FormField label="Notes" error={errors.notes?.message}>
          <Textarea rows={4} {...register('notes')} />
        </FormField>

        <Stack gap="2">
          <FormField label="Travel, round trip (km)" error={errors.travel_km?.message}>
            <Input {...inputKind('decimal')} {...register('travel_km')} />
          </FormField>
          <TravelFeeReadout fee={travelFeeFor(km, travel.data, inspection.project_region)} settings={travel.data} />
        </Stack>

        <PhotosField control={control} name="photos" label="Inspection photos" kind="inspection_photo" max={INSPECTION_PHOTOS_MAX} />

        <Stack as="section" gap="3" aria-label="Deficiencies">
          <Heading as="h4" size="sm">
            Deficiencies
          </Heading>
          {deficiencies.fields.length === 0 && <Text color="fg.muted">No deficiencies added.</Text>}
          {deficiencies.fields.map((field, index) => (
            <DeficiencyFieldset
              key={field.id}
              index={index}
              register={register}
              control={control}
              errors={errors.deficiencies}
              companies={companies}
              onRemove={() => removeDeficiency(index)}
            />
          ))}
          <Box>
            <Button variant="outline" onClick={() => deficiencies.append(emptyDeficiency())}>
              Add a deficiency
            </Button>
          </Box>
        </Stack>
      </Stack>
      <DraftFormFooter {...footer} onDiscard={() => void discardDraft()} submitLabel="Save inspection" />
    </chakra.form>
  );
}

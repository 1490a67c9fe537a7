import { Button, chakra, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { useInspectors } from '@/lib/api/requests/get-inspectors';
import { inspectorOptions, optionsFrom, SelectControl } from '@/components/form/select-field';
import type { ScheduleInspection } from '@/shared/schemas/inspections';
import { INSPECTION_STAGE_LABELS, INSPECTION_STAGES } from '@/shared/schemas/inspections-values';
import { useScheduleInspection } from '@/lib/api/inspections/schedule-inspection';
import { visitName } from '../inspection-model';
import { emptyScheduleFormValues, scheduleFormResolver, type ScheduleFormValues } from '../schedule-form-model';
import { inputKind } from '@/components/form/input-kinds';

/** The Admin's form on the project's Inspections tab: stage, date and time, inspector. */
export function ScheduleInspectionForm({ projectCode }: { projectCode: string }) {
  const headingId = useId();
  const inspectorsQuery = useInspectors();
  const schedule = useScheduleInspection();
  const [done, setDone] = useState<string | null>(null);
  const resolver = useMemo(() => scheduleFormResolver(projectCode), [projectCode]);
  const form = useForm<ScheduleFormValues, unknown, ScheduleInspection>({ resolver, defaultValues: emptyScheduleFormValues() });
  const { register, handleSubmit, reset, setError } = form;
  const { errors } = form.formState;

  // The server's list holds the active Inspectors and Admins.
  const inspectors = inspectorsQuery.data?.data ?? [];

  const onSubmit = handleSubmit((body) => {
    setDone(null);
    schedule.mutate(body, {
      onSuccess: (inspection) => {
        reset(emptyScheduleFormValues());
        setDone(`Scheduled: ${visitName(inspection)}, ${inspection.inspector_name ?? 'no inspector'}.`);
      },
      onError: (error) => setError('root.server', { message: error.message || 'The inspection could not be scheduled. Please try again.' }),
    });
  });

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="4">
        <Heading as="h3" size="sm" id={headingId}>
          Schedule inspection
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label="Stage" error={errors.stage?.message}>
            <SelectControl registration={register('stage')} options={optionsFrom(INSPECTION_STAGES, INSPECTION_STAGE_LABELS)} />
          </FormField>
          <FormField label="Date and time" error={errors.scheduled_at?.message}>
            <Input {...inputKind('dateTime')} {...register('scheduled_at')} />
          </FormField>
          <FormField label="Inspector" error={errors.inspector_id?.message}>
            <SelectControl registration={register('inspector_id')} options={inspectorOptions(inspectors)} />
          </FormField>
        </SimpleGrid>
        <FormError message={errors.root?.server?.message} />
        <Stack direction="row" align="center" gap="4" wrap="wrap">
          <Button type="submit" colorPalette="blue" loading={schedule.isPending}>
            Schedule inspection
          </Button>
          <Text role="status" color="green.fg">
            {done}
          </Text>
        </Stack>
      </Stack>
    </chakra.form>
  );
}

import { chakra, Input, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormActions } from '@/components/form/form-actions';
import { FieldGrid, FormLayout, FormSection, FullWidthField } from '@/components/form/form-layout';
import { NativeSelectControl } from '@/components/form/native-select';
import { FormField } from '@/components/ui/form-field';
import { useAnalyticsOverview } from '@/lib/api/analytics/analytics';
import { useProjectChoices } from '@/lib/api/projects/project-choices';
import { ProjectSearchField } from '@/components/form/project-search-field';
import { optionsFrom } from '@/components/form/select-field';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { REGIONS, REGION_LABELS } from '@/shared/schemas/common-values';
import type { Schedule } from '@/shared/schemas/schedules';
import { MAX_SCHEDULE_RECIPIENTS, SCHEDULE_FORMATS } from '@/shared/schemas/schedules-values';
import { timeZoneOptions } from '@/shared/time-zones';
import { describeCron } from '../cron-preview';
import { cronOf, recipientsError, scheduleFormDefaults, scheduleFormResolver, type ScheduleFormOutput, type ScheduleFormValues } from '../schedule-form-model';
import { FREQUENCY_LABELS, LAST_DAY, MAX_DAY_OF_MONTH, parseTime, SCHEDULE_FREQUENCIES, WEEKDAYS } from '../schedule-picker-model';

export const DEFICIENCY_LIST_LABEL = 'Deficiency list (one project)';
const FORMAT_LABELS = { pdf: 'PDF', csv: 'CSV' } as const;
const FREQUENCY_OPTIONS = SCHEDULE_FREQUENCIES.map((frequency) => ({ value: frequency, label: FREQUENCY_LABELS[frequency] }));
const WEEKDAY_OPTIONS = WEEKDAYS.map((day) => ({ value: String(day.value), label: day.label }));
const DAY_OF_MONTH_OPTIONS = [
  ...Array.from({ length: MAX_DAY_OF_MONTH }, (_, index) => ({ value: String(index + 1), label: String(index + 1) })),
  { value: LAST_DAY, label: 'Last day of the month' },
];

export interface ScheduleFormProps {
  /** Edit this schedule; without it the form creates one. */
  schedule?: Schedule;
  pending: boolean;
  serverError?: string | null;
  onSubmit: (values: ScheduleFormOutput) => void;
  onCancel: () => void;
}

/** The reports a schedule may run: the analytics reports the caller may open, and the deficiency list. */
export function useReportOptions() {
  const overview = useAnalyticsOverview({});
  return [...(overview.data?.reports ?? []).map((report) => ({ value: report.key, label: report.title })), { value: 'deficiency_list', label: DEFICIENCY_LIST_LABEL }];
}

/** The schedule in words with its time zone ("At 07:00, only on Monday (America/Vancouver)"), or why it is not valid yet. */
function CronPreview({ expression, timeZone, custom }: { expression: string; timeZone: string; custom: boolean }) {
  const words = describeCron(expression);
  return (
    <Text fontSize="sm" color={words ? 'fg.muted' : 'fg.error'} aria-live="polite" data-testid="cron-preview">
      {words ? `${words} (${timeZone})` : custom ? 'Not a valid cron expression yet.' : 'Choose a time.'}
    </Text>
  );
}

/** Create or edit a scheduled report (react-hook-form over the shared zod schema). */
export function ScheduleForm({ schedule, pending, serverError, onSubmit, onCancel }: ScheduleFormProps) {
  const providerTimeZone = getRuntimeConfig().provider.timeZone;
  const { register, handleSubmit, control, setValue, getValues, formState } = useForm<ScheduleFormValues, unknown, ScheduleFormOutput>({
    resolver: scheduleFormResolver,
    defaultValues: scheduleFormDefaults(schedule, providerTimeZone),
  });
  const errors = formState.errors;
  const reportOptions = useReportOptions();
  const [reportKey, timeZone, projectId, frequency, time, weekday, dayOfMonth, cronText] = useWatch({
    control,
    name: ['report_key', 'time_zone', 'project_id', 'frequency', 'time', 'weekday', 'day_of_month', 'cron'],
  });
  const custom = frequency === 'custom';
  const cron = cronOf({ frequency, time, weekday, day_of_month: dayOfMonth, cron: cronText });
  // Custom starts from what was picked; the picker's times are always in the provider's zone.
  const frequencyField = register('frequency', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value === 'custom') setValue('cron', cronOf({ ...getValues(), frequency }));
      else setValue('time_zone', providerTimeZone);
    },
  });
  const [projectSearch, setProjectSearch] = useState('');
  const projects = useProjectChoices(projectSearch, projectId ?? '');
  const submitLabel = schedule ? 'Save schedule' : 'Create schedule';
  // The shared schema reports a missing project under filters.project_id.
  const filterErrors = (errors as { filters?: { project_id?: { message?: string } } }).filters;
  return (
    <FormLayout label={submitLabel} onSubmit={handleSubmit(onSubmit)} serverError={serverError} actions={<FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />}>
      <FormSection title="What to send">
        <FieldGrid>
          <FormField label="Name" error={errors.name?.message}>
            <Input {...register('name')} />
          </FormField>
          {/* The report and project selects are controlled (by `useWatch`): their options arrive after the
              form, and an edited schedule's choice shows once its option is there. */}
          <FormField label="Report" error={errors.report_key?.message && 'Choose a report.'}>
            <NativeSelectControl {...register('report_key')} value={reportKey ?? ''} options={reportOptions} emptyLabel="Choose…" />
          </FormField>
          {reportKey === 'deficiency_list' ? (
            <>
              <ProjectSearchField search={projectSearch} onSearch={setProjectSearch} choices={projects} />
              <FormField label="Project" error={filterErrors?.project_id?.message}>
                <NativeSelectControl {...register('project_id')} value={projectId ?? ''} options={projects.options} emptyLabel="Choose…" />
              </FormField>
            </>
          ) : (
            <FormField label="Region">
              <NativeSelectControl {...register('region')} options={optionsFrom(REGIONS, REGION_LABELS)} emptyLabel="All regions" />
            </FormField>
          )}
          <FormField label="Format" error={errors.format?.message}>
            <NativeSelectControl {...register('format')} options={SCHEDULE_FORMATS.map((format) => ({ value: format, label: FORMAT_LABELS[format] }))} />
          </FormField>
        </FieldGrid>
      </FormSection>
      <FormSection title="When" description={custom ? 'Five fields: minute, hour, day of the month, month, day of the week. For example 0 7 * * 1 is every Monday at 07:00.' : undefined}>
        <FieldGrid>
          <FormField label="Repeats">
            <NativeSelectControl {...frequencyField} options={FREQUENCY_OPTIONS} />
          </FormField>
          {frequency === 'weekly' && (
            <FormField label="Day of the week">
              <NativeSelectControl {...register('weekday')} options={WEEKDAY_OPTIONS} />
            </FormField>
          )}
          {frequency === 'monthly' && (
            <FormField label="Day of the month">
              <NativeSelectControl {...register('day_of_month')} options={DAY_OF_MONTH_OPTIONS} />
            </FormField>
          )}
          {custom ? (
            <>
              <FormField label="Cron expression" error={errors.cron?.message}>
                <Input fontFamily="mono" autoComplete="off" {...register('cron')} />
              </FormField>
              <FormField label="Time zone" error={errors.time_zone?.message}>
                <NativeSelectControl {...register('time_zone')} options={timeZoneOptions(timeZone).map((zone) => ({ value: zone, label: zone }))} />
              </FormField>
            </>
          ) : (
            <FormField
              label="Time"
              error={errors.cron && (parseTime(time) ? errors.cron.message : 'Enter a time, e.g. 07:00.')}
              helperText={`In the office's time zone, ${providerTimeZone}.`}
            >
              <Input type="time" {...register('time')} />
            </FormField>
          )}
          <FullWidthField>
            <CronPreview expression={cron} timeZone={timeZone} custom={custom} />
          </FullWidthField>
        </FieldGrid>
      </FormSection>
      <FormSection title="Recipients">
        <FieldGrid>
          <FullWidthField>
            <FormField label="E-mail addresses" error={recipientsError(errors.recipients)} helperText={`One per line or separated by commas, at most ${MAX_SCHEDULE_RECIPIENTS}.`}>
              <Textarea rows={3} {...register('recipients')} />
            </FormField>
          </FullWidthField>
          <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm">
            <input type="checkbox" {...register('enabled')} />
            <Text as="span">Enabled</Text>
          </chakra.label>
        </FieldGrid>
      </FormSection>
    </FormLayout>
  );
}

import { chakra, Input, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '@/components/form/form-actions';
import { FieldGrid, FormLayout, FormSection, FullWidthField } from '@/components/form/form-layout';
import { NativeSelectControl } from '@/components/form/native-select';
import { FormField } from '@/components/ui/form-field';
import { useAnalyticsOverview } from '@/features/analytics/api/analytics';
import { useProjectChoices } from '@/features/projects/api/project-choices';
import { ProjectSearchField } from '@/features/projects/components/project-search-field';
import { optionsFrom } from '@/components/form/select-field';
import { REGIONS, REGION_LABELS } from '@/shared/schemas/requests-values';
import type { Schedule } from '@/shared/schemas/schedules';
import { MAX_SCHEDULE_RECIPIENTS, SCHEDULE_FORMATS } from '@/shared/schemas/schedules-values';
import { describeCron, timeZoneOptions } from '../cron-preview';
import { recipientsError, scheduleFormDefaults, scheduleFormResolver, type ScheduleFormOutput, type ScheduleFormValues } from '../schedule-form-model';

export const DEFICIENCY_LIST_LABEL = 'Deficiency list (one project)';
const FORMAT_LABELS = { pdf: 'PDF', csv: 'CSV' } as const;

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

/** The cron expression in words under the field, or why it is not valid yet. */
function CronPreview({ expression }: { expression: string }) {
  const words = describeCron(expression);
  return (
    <Text fontSize="sm" color={words ? 'fg.muted' : 'fg.error'} aria-live="polite" data-testid="cron-preview">
      {words ?? 'Not a valid cron expression yet.'}
    </Text>
  );
}

/** Create or edit a scheduled report (react-hook-form over the shared zod schema). */
export function ScheduleForm({ schedule, pending, serverError, onSubmit, onCancel }: ScheduleFormProps) {
  const { register, handleSubmit, watch, formState } = useForm<ScheduleFormValues, unknown, ScheduleFormOutput>({
    resolver: scheduleFormResolver,
    defaultValues: scheduleFormDefaults(schedule),
  });
  const errors = formState.errors;
  const reportOptions = useReportOptions();
  const [reportKey, cron, timeZone, projectId] = watch(['report_key', 'cron', 'time_zone', 'project_id']);
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
          {/* The report and project selects are controlled (by `watch`): their options arrive after the
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
      <FormSection title="When" description="Five fields: minute, hour, day of the month, month, day of the week. For example 0 7 * * 1 is every Monday at 07:00.">
        <FieldGrid>
          <FormField label="Cron expression" error={errors.cron?.message}>
            <Input fontFamily="mono" autoComplete="off" {...register('cron')} />
            <CronPreview expression={cron} />
          </FormField>
          <FormField label="Time zone" error={errors.time_zone?.message}>
            <NativeSelectControl {...register('time_zone')} options={timeZoneOptions(timeZone).map((zone) => ({ value: zone, label: zone }))} />
          </FormField>
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

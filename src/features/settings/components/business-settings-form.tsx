import { Button, Fieldset, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { FieldGrid } from '@/components/form/form-layout';
import { NativeSelectControl } from '@/components/form/native-select';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import { formatDateTime } from '@/shared/format/date';
import type { BusinessSettings } from '@/shared/schemas/business-settings';
import { BILLING_SPLIT_FIELDS } from '@/shared/schemas/business-settings-values';
import { REGION_LABELS, REGIONS } from '@/shared/schemas/common-values';
import { useBusinessSettings, useSaveBusinessSettings } from '@/lib/api/business-settings/business-settings';
import { timeZoneOptions } from '@/shared/time-zones';
import { businessSettingsResolver, formValuesFromBusinessSettings, toBusinessSettingsBody, type BusinessSettingsFormValues } from '../business-settings-form-model';
import { inputKind } from '@/components/form/input-kinds';

const REGION_OPTIONS = REGIONS.map((region) => ({ value: region, label: `${REGION_LABELS[region]} (${region})` }));

/** A titled group of the form's fields (a fieldset named by its legend). */
function SettingsGroup({ legend, helperText, children }: { legend: string; helperText?: string; children: ReactNode }) {
  return (
    <Fieldset.Root gap="3">
      <Stack gap="1">
        <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
        {helperText && <Fieldset.HelperText>{helperText}</Fieldset.HelperText>}
      </Stack>
      <Fieldset.Content gap="4">{children}</Fieldset.Content>
    </Fieldset.Root>
  );
}

interface FormProps {
  settings: BusinessSettings;
  serverError: string | null;
  setServerError: (message: string | null) => void;
}

function BusinessSettingsFields({ settings, serverError, setServerError }: FormProps) {
  const save = useSaveBusinessSettings();
  const form = useForm<BusinessSettingsFormValues>({
    defaultValues: formValuesFromBusinessSettings(settings),
    resolver: businessSettingsResolver(settings.version),
  });
  const { register, control, formState } = form;
  const zones = useFieldArray({ control, name: 'travel_flat_zones' });
  const error = (name: FieldPath<BusinessSettingsFormValues>) => form.getFieldState(name, formState).error?.message;
  const timeZoneListId = useId();
  const timeZones = useMemo(() => timeZoneOptions(settings.provider_time_zone), [settings.provider_time_zone]);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync(toBusinessSettingsBody(values, settings.version));
      notify({ variant: 'success', title: 'Business settings saved' });
    } catch (failure) {
      // A 409 reloads the stored settings (the form starts again from them: see the key below).
      setServerError(failure instanceof Error ? failure.message : 'The business settings could not be saved.');
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Business settings">
      <Stack gap="6">
        <SettingsGroup legend="Fees" helperText="Fee = the larger of the minimum and the rate times the base contract.">
          <FieldGrid>
            <FormField label="Fee rate (% of the contract)" error={error('fee_rate_percent')}>
              <Input {...inputKind('decimal')} {...register('fee_rate_percent')} />
            </FormField>
            <FormField label="Minimum fee ($)" error={error('fee_minimum')}>
              <Input {...inputKind('decimal')} {...register('fee_minimum')} />
            </FormField>
          </FieldGrid>
        </SettingsGroup>

        <SettingsGroup legend="Billing split" helperText="Percent of the fee billed at each stage; the three add up to 100.">
          <FieldGrid columns={3}>
            {BILLING_SPLIT_FIELDS.map(({ key, label }) => (
              <FormField key={key} label={`${label} (%)`} error={error(`billing_split.${key}`)}>
                <Input {...inputKind('integer')} {...register(`billing_split.${key}`)} />
              </FormField>
            ))}
          </FieldGrid>
        </SettingsGroup>

        <SettingsGroup legend="Travel" helperText="Per inspection: the round trip beyond the free radius times the rate, or a flat amount in a flat zone.">
          <FieldGrid>
            <FormField label="Free radius (km each way)" error={error('travel_free_radius_km')}>
              <Input {...inputKind('integer')} {...register('travel_free_radius_km')} />
            </FormField>
            <FormField label="Rate ($ per km)" error={error('travel_rate_per_km')}>
              <Input {...inputKind('decimal')} {...register('travel_rate_per_km')} />
            </FormField>
          </FieldGrid>
          <Stack gap="3" pt="1" role="group" aria-label="Flat zones">
            <Text fontSize="sm" fontWeight="medium">
              Flat zones
            </Text>
            {zones.fields.length === 0 && (
              <Text fontSize="sm" color="fg.muted">
                No flat zone: every region is charged per km.
              </Text>
            )}
            {zones.fields.map((zone, index) => (
              <HStack key={zone.id} align="end" gap="3">
                <FormField label={`Flat zone ${index + 1}: region`} error={error(`travel_flat_zones.${index}.region`)}>
                  <NativeSelectControl {...register(`travel_flat_zones.${index}.region`)} options={REGION_OPTIONS} emptyLabel="Choose…" />
                </FormField>
                <FormField label={`Flat zone ${index + 1}: amount ($)`} error={error(`travel_flat_zones.${index}.amount`)}>
                  <Input {...inputKind('decimal')} {...register(`travel_flat_zones.${index}.amount`)} />
                </FormField>
                <Button variant="outline" onClick={() => zones.remove(index)} aria-label={`Remove flat zone ${index + 1}`}>
                  Remove
                </Button>
              </HStack>
            ))}
            <Button variant="outline" size="sm" alignSelf="start" onClick={() => zones.append({ region: '', amount: '' })} disabled={zones.fields.length >= REGIONS.length}>
              Add flat zone
            </Button>
          </Stack>
        </SettingsGroup>

        <SettingsGroup legend="Invoices">
          <FieldGrid>
            <FormField label="Tax rate (%)" error={error('invoice_tax_rate_percent')}>
              <Input {...inputKind('decimal')} {...register('invoice_tax_rate_percent')} />
            </FormField>
            <FormField label="Payment terms (days after issue)" error={error('invoice_payment_terms_days')}>
              <Input {...inputKind('integer')} {...register('invoice_payment_terms_days')} />
            </FormField>
          </FieldGrid>
        </SettingsGroup>

        <SettingsGroup legend="Time zone" helperText="The office's day: due dates, queues, reminders and scheduled reports turn at midnight in this zone.">
          <FormField label="Provider time zone" error={error('provider_time_zone')} helperText="Type to search, e.g. Vancouver or Europe/.">
            {/* A text box with the browser's list of IANA zones: searchable as typed; the schema checks the choice. */}
            <Input {...register('provider_time_zone')} list={timeZoneListId} autoComplete="off" spellCheck={false} />
            <datalist id={timeZoneListId}>
              {timeZones.map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
          </FormField>
        </SettingsGroup>

        <Text fontSize="sm" color="fg.muted">
          A change applies to the fees, visits and invoices computed from now on; amounts already computed keep theirs.
          {settings.version > 1 && settings.updated_at && ` Last saved ${formatDateTime(settings.updated_at)}.`}
        </Text>
        <FormError message={serverError ?? undefined} />
        <Button type="submit" alignSelf="start" loading={formState.isSubmitting}>
          Save business settings
        </Button>
      </Stack>
    </form>
  );
}

/** The business settings form (loaded for Admins only, once the settings page shows). */
export function BusinessSettingsForm() {
  const settings = useBusinessSettings();
  const [serverError, setServerError] = useState<string | null>(null);
  if (settings.data) {
    // A new version (saved here or elsewhere) restarts the form from the stored values.
    return <BusinessSettingsFields key={settings.data.version} settings={settings.data} serverError={serverError} setServerError={setServerError} />;
  }
  if (settings.isError) return <ErrorState message={settings.error.message} onRetry={() => void settings.refetch()} />;
  return <LoadingSpinner label="Loading the business settings" />;
}

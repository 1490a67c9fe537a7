import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { FilterSelect } from '@/components/form/filter-select';
import { REGION_LABELS, REGIONS, type Region } from '@/shared/schemas/common-values';
import type { AnalyticsFilters, AnalyticsQuery } from '@/shared/schemas/analytics';
import { formValuesOf } from '../analytics-filters-model';
import { inputKind } from '@/components/form/input-kinds';

const REGION_OPTIONS = REGIONS.map((region) => ({ value: region, label: REGION_LABELS[region] }));

function DateField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Field.Root maxW="11rem">
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input id={id} size="sm" {...inputKind('date')} value={value} required onChange={(event) => onChange(event.currentTarget.value)} />
    </Field.Root>
  );
}

/**
 * The filters of a report or the overview: a date range, a region and (when the report offers
 * several) a grouping. Applied together, so a half-typed range never runs.
 */
export function AnalyticsFilterBar({
  filters,
  groupings = [],
  onApply,
}: {
  filters: AnalyticsFilters;
  groupings?: readonly { key: string; label: string }[];
  onApply: (query: AnalyticsQuery) => void;
}) {
  const [values, setValues] = useState(() => formValuesOf(filters));
  const set = (change: Partial<typeof values>) => setValues((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      from: values.from,
      to: values.to,
      ...(values.region ? { region: values.region as Region } : {}),
      ...(groupings.length > 1 ? { by: values.by } : {}),
    });
  };
  return (
    <HStack as="form" aria-label="Report filters" onSubmit={submit} gap="3" wrap="wrap" alignItems="flex-end">
      <DateField label="From" value={values.from} onChange={(from) => set({ from })} />
      <DateField label="To" value={values.to} onChange={(to) => set({ to })} />
      <FilterSelect label="Region" value={values.region} allLabel="All regions" options={REGION_OPTIONS} onChange={(region) => set({ region })} />
      {groupings.length > 1 && (
        <FilterSelect label="Group by" value={values.by} options={groupings.map((grouping) => ({ value: grouping.key, label: grouping.label }))} onChange={(by) => set({ by })} />
      )}
      <Button type="submit" size="sm" variant="outline">
        Apply
      </Button>
    </HStack>
  );
}

import { Box, Button, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { optionsFrom, SelectControl } from '@/components/form/select-field';
import { FormField } from '@/components/ui/form-field';
import type { RecordInspection } from '@/shared/schemas/inspections';
import { DEFICIENCY_CATEGORIES, DEFICIENCY_CATEGORY_LABELS, DEFICIENCY_PHOTOS_MAX, DEFICIENCY_SEVERITIES, DEFICIENCY_SEVERITY_LABELS } from '@/shared/schemas/inspections-values';
import type { RecordFormValues } from '../record-form-model';
import { PhotosField } from './photos-field';
import { inputKind } from '@/components/form/input-kinds';

export interface CompanyOption {
  value: string;
  label: string;
}

interface DeficiencyFieldsetProps {
  index: number;
  register: UseFormRegister<RecordFormValues>;
  control: Control<RecordFormValues, unknown, RecordInspection>;
  errors: FieldErrors<RecordFormValues>['deficiencies'];
  companies: readonly CompanyOption[];
  onRemove(): void;
}

/** One deficiency found on site; every label names its number, so each control is found by it. */
export function DeficiencyFieldset({ index, register, control, errors, companies, onRemove }: DeficiencyFieldsetProps) {
  const name = `Deficiency ${index + 1}`;
  const itemErrors = errors?.[index];
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="4">
      <Box as="legend" px="1" fontWeight="semibold" fontSize="sm">
        {name}
      </Box>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={`${name} location`} error={itemErrors?.location?.message} helperText="E.g. North elevation, levels 2-4">
            <Input {...register(`deficiencies.${index}.location`)} />
          </FormField>
          <FormField label={`${name} due date`} error={itemErrors?.due_date?.message}>
            <Input {...inputKind('date')} {...register(`deficiencies.${index}.due_date`)} />
          </FormField>
          <FormField label={`${name} category`} error={itemErrors?.category?.message}>
            <SelectControl registration={register(`deficiencies.${index}.category`)} options={optionsFrom(DEFICIENCY_CATEGORIES, DEFICIENCY_CATEGORY_LABELS)} />
          </FormField>
          <FormField label={`${name} severity`} error={itemErrors?.severity?.message}>
            <SelectControl registration={register(`deficiencies.${index}.severity`)} options={optionsFrom(DEFICIENCY_SEVERITIES, DEFICIENCY_SEVERITY_LABELS)} />
          </FormField>
          <FormField label={`${name} responsible company`} error={itemErrors?.responsible_company_id?.message}>
            <SelectControl registration={register(`deficiencies.${index}.responsible_company_id`)} options={companies} placeholder="Not assigned yet" />
          </FormField>
        </SimpleGrid>
        <FormField label={`${name} description`} error={itemErrors?.description?.message}>
          <Textarea rows={3} {...register(`deficiencies.${index}.description`)} />
        </FormField>
        <PhotosField control={control} name={`deficiencies.${index}.photos`} label={`${name} photos`} kind="deficiency_photo" max={DEFICIENCY_PHOTOS_MAX} />
        <HStack justify="end">
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove}>
            {`Remove deficiency ${index + 1}`}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

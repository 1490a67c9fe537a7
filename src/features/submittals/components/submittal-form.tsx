import { Box, Button, Flex, Input, Textarea } from '@chakra-ui/react';
import { useFieldArray, useForm } from 'react-hook-form';
import { FieldGrid, FormLayout, FormSection, FullWidthField } from '@/components/form/form-layout';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { useProductCatalogue } from '@/lib/api/products/get-products';
import { optionsFrom, SelectControl } from '@/components/form/select-field';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import type { CreateSubmittal, CreateSubmittalInput } from '@/shared/schemas/submittals';
import { SUBMITTAL_KIND_LABELS, SUBMITTAL_KINDS, SUBMITTAL_LINES_MAX, SUBMITTAL_MESSAGES } from '@/shared/schemas/submittals-values';
import { useSubmittalProjects } from '@/lib/api/submittals/get-submittals';
import { useCreateSubmittal } from '@/lib/api/submittals/submittal-actions';

const EMPTY_LINE = { surface: '', mpi_system: '', product_id: '' };
const submittalResolver = lazyZodResolver<CreateSubmittalInput, CreateSubmittal>(() => import('@/shared/schemas/submittals').then((m) => m.createSubmittalSchema));

/** A Client's new submittal: a project of its company, then the product per surface and MPI system. */
export function SubmittalForm({ onSent }: { onSent: (message: string) => void }) {
  const projects = useSubmittalProjects();
  const catalogue = useProductCatalogue();
  const create = useCreateSubmittal();
  const { control, register, handleSubmit, reset, formState } = useForm<CreateSubmittalInput, unknown, CreateSubmittal>({
    resolver: submittalResolver,
    defaultValues: { project_id: '', kind: 'product', notes: '', lines: [EMPTY_LINE] },
  });
  const lines = useFieldArray({ control, name: 'lines' });
  const errors = formState.errors;
  const productOptions = (catalogue.data?.products ?? []).map((product) => ({
    value: product.id,
    label: `MPI ${product.mpi_no} · ${product.name} (${product.manufacturer})`,
  }));

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (submittal) => {
        reset();
        onSent(SUBMITTAL_MESSAGES.submitted(submittal.project_code));
      },
    }),
  );

  return (
    <FormLayout
      label="New submittal"
      onSubmit={onSubmit}
      serverError={create.error?.message}
      actions={
        <Button type="submit" colorPalette="blue" loading={create.isPending}>
          Send submittal
        </Button>
      }
    >
      <FormSection title="Project">
        <FieldGrid>
          <FormField label="Project" error={errors.project_id?.message}>
            <SelectControl
              registration={register('project_id')}
              options={(projects.data?.data ?? []).map((project) => ({ value: project.id, label: `${project.project_code} · ${project.project_name}` }))}
            />
          </FormField>
          <FormField label="Kind" error={errors.kind?.message}>
            <SelectControl registration={register('kind')} options={optionsFrom(SUBMITTAL_KINDS, SUBMITTAL_KIND_LABELS)} />
          </FormField>
          <FullWidthField>
            <FormField label="Notes" error={errors.notes?.message}>
              <Textarea rows={2} {...register('notes')} />
            </FormField>
          </FullWidthField>
        </FieldGrid>
      </FormSection>
      <FormSection title="Products" description="One line per surface or area, with its MPI system and the product from the approved list.">
        {lines.fields.map((field, index) => (
          <Box key={field.id} borderTopWidth={index ? '1px' : 0} pt={index ? '4' : 0} mb="4">
            <FieldGrid columns={3}>
              <FormField label={`Surface or area, line ${index + 1}`} error={errors.lines?.[index]?.surface?.message}>
                <Input {...register(`lines.${index}.surface`)} />
              </FormField>
              <FormField label={`MPI system, line ${index + 1}`} error={errors.lines?.[index]?.mpi_system?.message}>
                <Input placeholder="INT 9.2A" {...register(`lines.${index}.mpi_system`)} />
              </FormField>
              <FormField label={`Product, line ${index + 1}`} error={errors.lines?.[index]?.product_id?.message}>
                <SelectControl registration={register(`lines.${index}.product_id`)} options={productOptions} />
              </FormField>
            </FieldGrid>
            {lines.fields.length > 1 && (
              <Button size="xs" variant="ghost" mt="2" onClick={() => lines.remove(index)}>
                Remove line {index + 1}
              </Button>
            )}
          </Box>
        ))}
        <FormError message={errors.lines?.root?.message ?? errors.lines?.message} />
        <Flex>
          <Button size="sm" variant="outline" disabled={lines.fields.length >= SUBMITTAL_LINES_MAX} onClick={() => lines.append(EMPTY_LINE)}>
            Add a line
          </Button>
        </Flex>
      </FormSection>
    </FormLayout>
  );
}

import { Box, Button, Flex, Input, Textarea } from '@chakra-ui/react';
import { Controller, useFieldArray } from 'react-hook-form';
import { DraftFormFooter } from '@/components/form/draft-form-footer';
import { FieldGrid, FormSection, FullWidthField } from '@/components/form/form-layout';
import { StashedFilesField } from '@/components/form/stashed-files-field';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { useProductCatalogue } from '@/lib/api/products/get-products';
import { optionsFrom, SelectControl } from '@/components/form/select-field';
import { useQueuedForm } from '@/lib/forms/use-queued-form';
import { discardStashedFile } from '@/lib/offline/stashed-files';
import { SUBMITTAL_KIND_LABELS, SUBMITTAL_KINDS, SUBMITTAL_LINES_MAX, SUBMITTAL_MESSAGES } from '@/shared/schemas/submittals-values';
import { SUBMITTAL_DOCUMENTS_MAX } from '@/shared/uploads-values';
import { useSubmittalProjects } from '@/lib/api/submittals/get-submittals';
import { createSubmittalWrite } from '@/lib/api/submittals/submittal-actions';
import { EMPTY_LINE, EMPTY_SUBMITTAL, submittalFieldOf, submittalResolver, type SubmittalFormValues } from '../submittal-form-model';

export const SUBMITTAL_QUEUED_TEXT = 'You are offline. Your submittal is saved on this device and will be sent when the connection returns.';

export interface SubmittalFormProps {
  onSent: (message: string) => void;
  /** Start from these values (a resubmission, or a refused write opened to edit). */
  initialValues?: SubmittalFormValues;
}

/**
 * A Client's new submittal: a project of its company, the product per surface and MPI system, and
 * documents (data sheets). Sent as a queued write, so one written offline waits on this device.
 */
export function SubmittalForm({ onSent, initialValues }: SubmittalFormProps) {
  const projects = useSubmittalProjects();
  const catalogue = useProductCatalogue();
  const { form, draft, waiting, send, footer } = useQueuedForm({
    write: createSubmittalWrite,
    formId: 'submittal-new',
    defaults: EMPTY_SUBMITTAL,
    resolver: submittalResolver,
    initialValues,
    fieldOf: submittalFieldOf,
    failureText: 'Your submittal could not be sent. Please try again.',
  });
  const { control, register, handleSubmit, getValues, formState } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const errors = formState.errors;
  const projectOptions = (projects.data?.data ?? []).map((project) => ({ value: project.id, label: `${project.project_code} · ${project.project_name}` }));
  const productOptions = (catalogue.data?.products ?? []).map((product) => ({
    value: product.id,
    label: `MPI ${product.mpi_no} · ${product.name} (${product.manufacturer})`,
  }));

  // A select takes its value only among its options: it is mounted again once they arrive, so the
  // values the form was opened with (a resubmission) are selected.
  const projectsKey = `projects-${projectOptions.length}`;
  const productsKey = `products-${productOptions.length}`;

  const onSubmit = handleSubmit((values) => {
    const documents = getValues('documents');
    const projectLabel = projectOptions.find((option) => option.value === values.project_id)?.label ?? 'a project';
    send({ ...values, document_ids: documents.map((file) => file.id), documents, projectLabel }, (submittal) => onSent(SUBMITTAL_MESSAGES.submitted(submittal.project_code)));
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New submittal">
      <Flex direction="column" gap="8">
        <FormSection title="Project">
          <FieldGrid>
            <FormField label="Project" error={errors.project_id?.message}>
              <SelectControl key={projectsKey} registration={register('project_id')} options={projectOptions} />
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
                  <SelectControl key={productsKey} registration={register(`lines.${index}.product_id`)} options={productOptions} />
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
        <FormSection title="Documents" description="Product data sheets or sample photos for the reviewer (optional).">
          <Controller
            name="documents"
            control={control}
            render={({ field }) => (
              <StashedFilesField label="Documents (optional)" kind="submittal_document" value={field.value} onChange={field.onChange} max={SUBMITTAL_DOCUMENTS_MAX} error={errors.documents?.message} />
            )}
          />
        </FormSection>
      </Flex>
      <DraftFormFooter
        {...footer}
        onDiscard={() => void Promise.all(getValues('documents').map((file) => discardStashedFile(file.id))).then(() => draft.discard())}
        submitLabel="Send submittal"
      >
        {waiting && (
          <Box role="status" color="green.fg" fontWeight="medium">
            {SUBMITTAL_QUEUED_TEXT}
          </Box>
        )}
      </DraftFormFooter>
    </form>
  );
}

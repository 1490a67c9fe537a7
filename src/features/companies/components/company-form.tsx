import { Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormActions } from '@/components/form/form-actions';
import { FieldGrid, FormLayout, FormSection } from '@/components/form/form-layout';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import { optionsFrom, SelectControl } from '@/components/form/select-field';
import type { Company } from '@/shared/schemas/companies';
import { COMPANY_TYPE_LABELS, COMPANY_TYPES, MEMBERSHIP_STATUS_LABELS, MEMBERSHIP_STATUSES } from '@/shared/schemas/companies-values';
import { REGION_LABELS, REGIONS } from '@/shared/schemas/common-values';
import { useCreateCompany, useUpdateCompany } from '@/lib/api/companies/companies';
import { companyFormResolver, companyFormValues, toCompanyBody, type CompanyFormValues } from '../company-form-model';
import { inputKind } from '@/components/form/input-kinds';

export const SAVE_COMPANY_LABEL = 'Save company';

/** The new and edit company form (Admin), validated with the shared schema. */
export function CompanyForm({ company }: { company?: Company }) {
  const navigate = useNavigate();
  const create = useCreateCompany();
  const update = useUpdateCompany(company?.id ?? '');
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<CompanyFormValues>({ defaultValues: companyFormValues(company), resolver: companyFormResolver });
  const { register, formState } = form;
  const error = (name: FieldPath<CompanyFormValues>) => form.getFieldState(name, formState).error?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = company ? await update.mutateAsync(toCompanyBody(values)) : await create.mutateAsync(toCompanyBody(values));
      notify({ variant: 'success', title: company ? 'Company saved' : 'Company created' });
      navigate(`/companies/${saved!.id}`);
    } catch (failure) {
      setServerError(failure instanceof Error ? failure.message : 'The company could not be saved.');
    }
  });

  return (
    <FormLayout
      onSubmit={(event) => void onSubmit(event)}
      label={company ? `Edit ${company.name}` : 'New company'}
      serverError={serverError}
      actions={<FormActions submitLabel={SAVE_COMPANY_LABEL} pending={formState.isSubmitting} cancelTo={company ? `/companies/${company.id}` : '/companies'} />}
    >
      <FormSection title="Company">
        <FieldGrid>
          <FormField label="Company name" error={error('name')}>
            <Input {...register('name')} />
          </FormField>
          <FormField label="Type" error={error('type')}>
            <SelectControl registration={register('type')} options={optionsFrom(COMPANY_TYPES, COMPANY_TYPE_LABELS)} />
          </FormField>
          <FormField label="Address" error={error('address')}>
            <Input {...register('address')} />
          </FormField>
          <FormField label="City" error={error('city')}>
            <Input {...register('city')} />
          </FormField>
          <FormField label="Province or territory" error={error('region')}>
            <SelectControl registration={register('region')} options={optionsFrom(REGIONS, REGION_LABELS)} placeholder="Not given" />
          </FormField>
          <FormField label="Postal code" error={error('postal_code')}>
            <Input {...inputKind('postalCode')} {...register('postal_code')} />
          </FormField>
          <FormField label="Phone" error={error('phone')}>
            <Input {...inputKind('contactTel')} {...register('phone')} />
          </FormField>
          <FormField label="Email" error={error('email')}>
            <Input {...inputKind('contactEmail')} {...register('email')} />
          </FormField>
        </FieldGrid>
      </FormSection>
      <FormSection title="Membership" description="Membership of the QA program (a contractor's guarantee needs an active membership).">
        <FieldGrid>
          <FormField label="Member number" error={error('member_no')}>
            <Input {...register('member_no')} />
          </FormField>
          <FormField label="Membership status" error={error('membership_status')}>
            <SelectControl registration={register('membership_status')} options={optionsFrom(MEMBERSHIP_STATUSES, MEMBERSHIP_STATUS_LABELS)} placeholder="Not a member" />
          </FormField>
          <FormField label="Valid from" error={error('membership_valid_from')}>
            <Input {...inputKind('date')} {...register('membership_valid_from')} />
          </FormField>
          <FormField label="Valid to" error={error('membership_valid_to')}>
            <Input {...inputKind('date')} {...register('membership_valid_to')} />
          </FormField>
        </FieldGrid>
      </FormSection>
    </FormLayout>
  );
}

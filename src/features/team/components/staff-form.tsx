import { chakra, Flex, Input, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormActions } from '@/components/form/form-actions';
import { FieldGrid, FormLayout, FormSection } from '@/components/form/form-layout';
import { textValuesOf } from '@/components/form/form-values';
import { FormField } from '@/components/ui/form-field';
import { SelectControl } from '@/features/requests/components/select-field';
import { STAFF_ROLES } from '@/shared/auth/roles';
import { REGIONS } from '@/shared/schemas/requests';
import { createStaffSchema, updateStaffSchema, type CreateStaffInput, type StaffMember } from '@/shared/schemas/team';

export interface StaffFormProps {
  /** Edit this member; without it the form invites a new one (with an e-mail address). */
  member?: StaffMember;
  submitLabel: string;
  pending: boolean;
  serverError?: string | null;
  onSubmit: (values: CreateStaffInput) => void;
  onCancel: () => void;
}

const defaults = (member?: StaffMember): CreateStaffInput => ({
  ...textValuesOf(['email', 'first_name', 'last_name', 'phone', 'home_base'], member),
  role: member?.role ?? 'Inspector',
  regions: (member?.regions ?? []) as CreateStaffInput['regions'],
});

/** Invite (Admin, /team/new) or edit (/team/edit/:id) a staff member. */
export function StaffForm({ member, submitLabel, pending, serverError, onSubmit, onCancel }: StaffFormProps) {
  const schema = member ? updateStaffSchema : createStaffSchema;
  const { register, handleSubmit, formState } = useForm<CreateStaffInput>({
    // Editing leaves the e-mail (the sign-in identity) alone: the edit schema has none.
    resolver: zodResolver(schema as typeof createStaffSchema),
    defaultValues: defaults(member),
  });
  const errors = formState.errors;
  return (
    <FormLayout
      label={submitLabel}
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      actions={<FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />}
    >
      <FormSection title="Person">
        <FieldGrid>
          {!member && (
            <FormField label="E-mail" error={errors.email?.message} helperText="The invitation with a set-password link goes here.">
              <Input type="email" autoComplete="off" {...register('email')} />
            </FormField>
          )}
          <FormField label="First name" error={errors.first_name?.message}>
            <Input {...register('first_name')} />
          </FormField>
          <FormField label="Last name" error={errors.last_name?.message}>
            <Input {...register('last_name')} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            <Input type="tel" {...register('phone')} />
          </FormField>
        </FieldGrid>
      </FormSection>
      <FormSection title="Role and regions">
        <FieldGrid>
          <FormField label="Role" error={errors.role?.message}>
            <SelectControl registration={register('role')} options={STAFF_ROLES.map((role) => ({ value: role, label: role }))} />
          </FormField>
          <FormField label="Home base" error={errors.home_base?.message} helperText="City the person travels from, e.g. Kelowna, BC">
            <Input {...register('home_base')} />
          </FormField>
        </FieldGrid>
        <chakra.fieldset mt="4">
          <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
            Regions
          </chakra.legend>
          <Flex gap="4" wrap="wrap">
            {REGIONS.map((region) => (
              <chakra.label key={region} display="flex" alignItems="center" gap="1.5">
                <input type="checkbox" value={region} {...register('regions')} />
                <Text as="span">{region}</Text>
              </chakra.label>
            ))}
          </Flex>
          {errors.regions && (
            <Text color="fg.error" fontSize="sm" mt="1">
              {errors.regions.message}
            </Text>
          )}
        </chakra.fieldset>
      </FormSection>
    </FormLayout>
  );
}

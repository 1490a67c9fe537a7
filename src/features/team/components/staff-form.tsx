import { chakra, Flex, Input, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { FormActions } from '@/components/form/form-actions';
import { FieldGrid, FormLayout, FormSection } from '@/components/form/form-layout';
import { textValuesOf } from '@/components/form/form-values';
import { FormField } from '@/components/ui/form-field';
import { SelectControl } from '@/components/form/select-field';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import { STAFF_ROLES } from '@/shared/auth/roles';
import { REGIONS } from '@/shared/schemas/common-values';
import type { CreateStaff, CreateStaffInput, StaffMember, UpdateStaff } from '@/shared/schemas/team';
import { inputKind } from '@/components/form/input-kinds';

interface StaffFormCommonProps {
  submitLabel: string;
  pending: boolean;
  serverError?: string | null;
  onCancel: () => void;
}

/** Edit `member`; without one the form invites a new member (with an e-mail address). */
export type StaffFormProps = StaffFormCommonProps &
  ({ member: StaffMember; onSubmit: (values: UpdateStaff) => void } | { member?: undefined; onSubmit: (values: CreateStaff) => void });

type StaffFormOutput = CreateStaff | UpdateStaff;

// Editing leaves the e-mail (the sign-in identity) alone: the edit schema has none.
const createResolver = lazyZodResolver<CreateStaffInput, StaffFormOutput>(() => import('@/shared/schemas/team').then((m) => m.createStaffSchema));
const updateResolver = lazyZodResolver<CreateStaffInput, StaffFormOutput>(() => import('@/shared/schemas/team').then((m) => m.updateStaffSchema as never));

const defaults = (member?: StaffMember): CreateStaffInput => ({
  ...textValuesOf(['email', 'first_name', 'last_name', 'phone', 'home_base'], member),
  role: member?.role ?? 'Inspector',
  regions: (member?.regions ?? []) as CreateStaffInput['regions'],
});

/** Invite (Admin, /team/new) or edit (/team/edit/:id) a staff member. */
export function StaffForm({ member, submitLabel, pending, serverError, onSubmit, onCancel }: StaffFormProps) {
  const { register, handleSubmit, formState } = useForm<CreateStaffInput, unknown, StaffFormOutput>({
    resolver: member ? updateResolver : createResolver,
    defaultValues: defaults(member),
  });
  const errors = formState.errors;
  return (
    <FormLayout
      label={submitLabel}
      // The resolver is the mode's (create or edit), so the values are what its onSubmit takes.
      onSubmit={handleSubmit((values) => (onSubmit as (values: StaffFormOutput) => void)(values))}
      serverError={serverError}
      actions={<FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />}
    >
      <FormSection title="Person">
        <FieldGrid>
          {!member && (
            <FormField label="E-mail" error={errors.email?.message} helperText="The invitation with a set-password link goes here.">
              <Input {...inputKind('contactEmail')} {...register('email')} />
            </FormField>
          )}
          <FormField label="First name" error={errors.first_name?.message}>
            <Input {...register('first_name')} />
          </FormField>
          <FormField label="Last name" error={errors.last_name?.message}>
            <Input {...register('last_name')} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            <Input {...inputKind('contactTel')} {...register('phone')} />
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

import { Button, HStack, Input, RadioGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { useAuth } from '@/lib/auth/use-auth';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import type { RegisterForm as RegisterValues, SignUpMetadata, UserType } from '@/shared/schemas/auth';
import { adminKeyErrorMessage, useValidateAdminKey } from '@/lib/api/auth/validate-admin-key';
import type { AuthView } from '../auth-view';
import { authErrorMessage } from '../auth-error-message';
import { PendingConfirmation } from './pending-confirmation';
import { inputKind } from '@/components/form/input-kinds';

const ACCOUNT_TYPES: { value: UserType; label: string }[] = [
  { value: 'client', label: 'Client' },
  { value: 'admin', label: 'Administrator' },
];

const DEFAULT_VALUES: RegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirmPassword: '',
  user_type: 'client',
  adminKey: '',
};

const registerResolver = lazyZodResolver<RegisterValues>(() => import('@/shared/schemas/auth').then((m) => m.registerFormSchema));

export function RegisterForm({ onViewChange }: { onViewChange: (view: AuthView) => void }) {
  const { signUp } = useAuth();
  const adminKeyCheck = useValidateAdminKey();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({ resolver: registerResolver, defaultValues: DEFAULT_VALUES });
  const userType = useWatch({ control, name: 'user_type' });

  const onSubmit = handleSubmit(async (values) => {
    let adminGrant: string | undefined;
    if (values.user_type === 'admin') {
      try {
        adminGrant = (await adminKeyCheck.mutateAsync(values.adminKey?.trim() ?? '')).grant;
      } catch (error) {
        // A server answer, so shown under the form like the auth provider's messages.
        setError('root.server', { message: adminKeyErrorMessage(error) });
        return;
      }
    }
    const metadata: SignUpMetadata = {
      first_name: values.first_name,
      last_name: values.last_name,
      name: `${values.first_name} ${values.last_name}`,
      user_type: values.user_type,
      ...(adminGrant ? { admin_grant: adminGrant } : {}),
    };
    try {
      const result = await signUp({ email: values.email, password: values.password, metadata });
      // A user without a session still has to confirm the address; with a session the modal closes.
      if (result.user && !result.session) setPendingEmail(values.email);
    } catch (error) {
      setError('root.server', { message: authErrorMessage(error) });
    }
  });

  if (pendingEmail) return <PendingConfirmation email={pendingEmail} onReturnToLogin={() => onViewChange('login')} />;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First name" error={errors.first_name?.message}>
            <Input autoComplete="given-name" {...register('first_name')} />
          </FormField>
          <FormField label="Last name" error={errors.last_name?.message}>
            <Input autoComplete="family-name" {...register('last_name')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Email" error={errors.email?.message}>
          <Input {...inputKind('email')} {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <Controller
          name="user_type"
          control={control}
          render={({ field }) => (
            <RadioGroup.Root
              name={field.name}
              value={field.value}
              onValueChange={(details) => {
                if (details.value) field.onChange(details.value as UserType);
              }}
              colorPalette="blue"
            >
              <RadioGroup.Label>Account type</RadioGroup.Label>
              <HStack gap="6" mt="2">
                {ACCOUNT_TYPES.map((type) => (
                  <RadioGroup.Item key={type.value} value={type.value}>
                    <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{type.label}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          )}
        />
        {userType === 'admin' && (
          <FormField
            label="Administrator key"
            error={errors.adminKey?.message}
            helperText="Given to staff by the portal administrator."
          >
            <Input type="password" autoComplete="off" {...register('adminKey')} />
          </FormField>
        )}
        <Button type="submit" colorPalette="blue" loading={isSubmitting} width="full">
          Create Account
        </Button>
        <FormError message={errors.root?.server?.message} />
        <Button type="button" variant="plain" size="sm" px="0" alignSelf="start" onClick={() => onViewChange('login')}>
          Already have an account? Sign in
        </Button>
      </Stack>
    </form>
  );
}

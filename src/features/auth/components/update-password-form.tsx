import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { useAuth } from '@/lib/auth/use-auth';
import { MESSAGES } from '@/shared/messages';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import type { UpdatePasswordForm as UpdateValues } from '@/shared/schemas/auth';
import { authErrorMessage } from '../auth-error-message';

const updatePasswordResolver = lazyZodResolver<UpdateValues>(() => import('@/shared/schemas/auth').then((m) => m.updatePasswordFormSchema));

/** Set a new password after opening a recovery link (the link signs the user in). */
export function UpdatePasswordForm({ onDone }: { onDone: () => void }) {
  const { updatePassword } = useAuth();
  const [updated, setUpdated] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdateValues>({
    resolver: updatePasswordResolver,
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updatePassword(values.password);
      setUpdated(true);
    } catch (error) {
      setError('root.server', { message: authErrorMessage(error) });
    }
  });

  if (updated) {
    return (
      <Stack gap="4">
        <Text role="status">{MESSAGES.passwordUpdated}</Text>
        <Button type="button" colorPalette="blue" onClick={onDone}>
          Continue
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <FormField label="New password" error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <Button type="submit" colorPalette="blue" loading={isSubmitting} width="full">
          Update Password
        </Button>
        <FormError message={errors.root?.server?.message} />
      </Stack>
    </form>
  );
}

import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { useAuth } from '@/lib/auth/use-auth';
import { MESSAGES } from '@/shared/messages';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import type { ForgotPasswordForm as ForgotValues } from '@/shared/schemas/auth';
import type { AuthView } from '../auth-view';
import { authErrorMessage } from '../auth-error-message';
import { inputKind } from '@/components/form/input-kinds';

const forgotResolver = lazyZodResolver<ForgotValues>(() => import('@/shared/schemas/auth').then((m) => m.forgotPasswordFormSchema));

export function ForgotPasswordForm({ onViewChange }: { onViewChange: (view: AuthView) => void }) {
  const { resetPassword } = useAuth();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({ resolver: forgotResolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword(values.email);
      setSent(true);
    } catch (error) {
      setError('root.server', { message: authErrorMessage(error) });
    }
  });

  if (sent) {
    return (
      <Stack gap="4">
        <Text role="status">{MESSAGES.resetSent}</Text>
        <Button type="button" variant="outline" onClick={() => onViewChange('login')}>
          Back to sign in
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">Enter the e-mail address of your account and we will send you a link to set a new password.</Text>
        <FormField label="Email" error={errors.email?.message}>
          <Input {...inputKind('email')} {...register('email')} />
        </FormField>
        <Button type="submit" colorPalette="blue" loading={isSubmitting} width="full">
          Send Reset Link
        </Button>
        <FormError message={errors.root?.server?.message} />
        <Button type="button" variant="plain" size="sm" px="0" alignSelf="start" onClick={() => onViewChange('login')}>
          Back to sign in
        </Button>
      </Stack>
    </form>
  );
}

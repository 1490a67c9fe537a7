import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { useAuth } from '@/lib/auth/use-auth';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import type { LoginForm as LoginValues } from '@/shared/schemas/auth';
import type { AuthView } from '../auth-view';
import { authErrorMessage } from '../auth-error-message';
import { inputKind } from '@/components/form/input-kinds';

const loginResolver = lazyZodResolver<LoginValues>(() => import('@/shared/schemas/auth').then((m) => m.loginFormSchema));

export function LoginForm({ onViewChange }: { onViewChange: (view: AuthView) => void }) {
  const { signIn } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: loginResolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn(values.email, values.password);
    } catch (error) {
      setError('root.server', { message: authErrorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <FormField label="Email" error={errors.email?.message}>
          <Input {...inputKind('email')} {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        <Button type="submit" colorPalette="blue" loading={isSubmitting} width="full">
          Sign In
        </Button>
        <FormError message={errors.root?.server?.message} />
        <HStack justify="space-between" wrap="wrap">
          <Button type="button" variant="plain" size="sm" px="0" onClick={() => onViewChange('resetPassword')}>
            Forgot password?
          </Button>
          <Button type="button" variant="plain" size="sm" px="0" onClick={() => onViewChange('register')}>
            Create an account
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

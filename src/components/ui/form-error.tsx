import { Alert } from '@chakra-ui/react';

/** An error shown below a form as given (e.g. the auth provider's message), announced to screen readers. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert" variant="subtle">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}

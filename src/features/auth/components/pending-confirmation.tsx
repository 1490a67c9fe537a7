import { Button, Heading, Stack, Text } from '@chakra-ui/react';

/** After a sign-up that still needs e-mail confirmation (docs/features.md, Screens, roles and sign-in). */
export function PendingConfirmation({ email, onReturnToLogin }: { email: string; onReturnToLogin: () => void }) {
  return (
    <Stack gap="4" role="status">
      <Heading as="h3" size="md">
        Check your email
      </Heading>
      <Text>
        We sent a confirmation link to <Text as="strong">{email}</Text>. Open it to activate your account, then sign
        in.
      </Text>
      <Button type="button" colorPalette="blue" onClick={onReturnToLogin}>
        Return to Login
      </Button>
    </Stack>
  );
}

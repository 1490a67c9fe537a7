import { Alert, Button } from '@chakra-ui/react';
import { LuRotateCw } from 'react-icons/lu';

export interface ErrorStateProps {
  /** What went wrong, in words for the user. */
  message: string;
  title?: string;
  /** "Try again": e.g. the query's refetch. No button without it. */
  onRetry?: () => void;
  /** Show the button busy while the retry runs. */
  retrying?: boolean;
}

/** A failed load: the message, announced, and a "Try again" button. */
export function ErrorState({ message, title = 'Something went wrong', onRetry, retrying = false }: ErrorStateProps) {
  return (
    <Alert.Root status="error" role="alert" variant="subtle" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
        {onRetry && (
          <Button size="sm" variant="outline" colorPalette="red" alignSelf="flex-start" onClick={onRetry} loading={retrying}>
            <LuRotateCw aria-hidden="true" />
            Try again
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

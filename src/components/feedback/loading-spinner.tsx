import { Center, Spinner } from '@chakra-ui/react';

/** A centred spinner announced as "Loading". */
export function LoadingSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="16" width="full">
      <Spinner size="lg" role="status" aria-label={label} aria-live="polite" />
    </Center>
  );
}

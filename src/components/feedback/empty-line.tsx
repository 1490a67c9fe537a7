import { Text } from '@chakra-ui/react';

export interface EmptyLineProps {
  /** What is missing, e.g. "No open requests". */
  title: string;
  /** What will show here, in a few words. */
  description: string;
}

/**
 * An empty list said in one line, for a screen of several short lists (the client home), where
 * EmptyState's illustration would push the next list below the fold.
 */
export function EmptyLine({ title, description }: EmptyLineProps) {
  return (
    <Text fontSize="sm" color="fg.muted">
      <Text as="span" fontWeight="semibold" color="fg">
        {title}.
      </Text>{' '}
      {description}
    </Text>
  );
}

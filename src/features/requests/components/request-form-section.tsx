import { Box, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A titled group of fields at a given heading level (h2 on a form page, h3 under a "New request" h2). */
export function RequestFormSection({ title, level, description, children }: { title: string; level: 2 | 3; description?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as={level === 2 ? 'h2' : 'h3'} id={headingId} size={level === 2 ? 'lg' : 'md'}>
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" mt="1" fontSize="sm">
          {description}
        </Text>
      )}
      <Box mt="4">{children}</Box>
    </Box>
  );
}

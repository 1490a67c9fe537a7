import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One part of the settings page: a region named by its h2, with a line on what it does. */
export function SettingsSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mt="1" mb="4">
        {description}
      </Text>
      {children}
    </Box>
  );
}

import { Box, DataList, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Label and value pairs side by side (a definition list): a record's facts on its page. */
export function FactList({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** A titled part of a record's page (a region named by its h2). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

import { Box, chakra, DataList, Heading, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FactListProps {
  /** Label and value pairs; labels are unique within a list (they key the rows). */
  items: readonly (readonly [label: string, value: ReactNode])[];
  /**
   * `rows`: label beside value, one fact a row (a record's page: a project, a company).
   * `columns`: label above value, two columns from md up (a profile: a staff member, a client).
   */
  layout?: 'rows' | 'columns';
}

/** Label and value pairs as a description list: a record's facts on its page. */
export function FactList({ items, layout = 'rows' }: FactListProps) {
  if (layout === 'columns') {
    return (
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="8" gapY="3">
        {items.map(([label, value]) => (
          <chakra.div key={label}>
            <chakra.dt fontSize="sm" color="fg.muted">
              {label}
            </chakra.dt>
            <chakra.dd fontWeight="medium">{value}</chakra.dd>
          </chakra.div>
        ))}
      </SimpleGrid>
    );
  }
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

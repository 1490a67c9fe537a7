import { chakra, SimpleGrid } from '@chakra-ui/react';

/** Label and value pairs as a description list, two columns from md up. */
export function FactList({ facts }: { facts: readonly (readonly [label: string, value: string])[] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="8" gapY="3">
      {facts.map(([label, value]) => (
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

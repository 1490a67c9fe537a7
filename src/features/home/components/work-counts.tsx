import { Badge, Box, Heading, HStack, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface WorkCount {
  label: string;
  /** Undefined while loading (or when it could not be loaded). */
  count: number | undefined;
  href: string;
  description: string;
  /**
   * Whether what it counts is work waiting on the viewer now (a deficiency to remind, a request
   * to triage). Such a tile stands out while its count is above zero; a count that only informs
   * (work coming up, work waiting on someone else) stays calm.
   */
  needsAction: boolean;
}

/** Shown on a tile whose count needs action now: in words, not by colour alone. */
const ACTION_NEEDED = 'Action needed';

/** One count that links to where the work is done ("Needs reminder: 3"). */
function WorkCountTile({ label, count, href, description, needsAction }: WorkCount) {
  const attention = needsAction && (count ?? 0) > 0;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      borderColor={attention ? 'orange.emphasized' : undefined}
      borderStartWidth={attention ? '4px' : undefined}
      borderStartColor={attention ? 'orange.solid' : undefined}
    >
      <Link asChild colorPalette="blue" fontSize="sm" fontWeight="semibold">
        <RouterLink to={href} aria-label={`${label}: ${count ?? 'loading'}${attention ? `, ${ACTION_NEEDED.toLowerCase()}` : ''}`}>
          {label}
        </RouterLink>
      </Link>
      <HStack gap="3" aria-hidden="true">
        <Text fontSize="2xl" fontWeight="bold">
          {count ?? '…'}
        </Text>
        {attention && (
          <Badge colorPalette="orange" variant="subtle">
            {ACTION_NEEDED}
          </Badge>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {description}
      </Text>
    </Box>
  );
}

interface WorkCountsProps {
  title: string;
  headingId: string;
  counts: readonly WorkCount[];
  /** On wide screens. */
  columns?: 2 | 3;
  /** Side by side on a phone too (a couple of counts, not a column of tall tiles). */
  pairOnPhone?: boolean;
}

/** A titled grid of counts, each linking to its screen (the homes' "today's work"). */
export function WorkCounts({ title, headingId, counts, columns = 3, pairOnPhone = false }: WorkCountsProps) {
  if (counts.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId} mb="3">
        {title}
      </Heading>
      {/* A pair fits a phone only while its words do: in rem, so zoomed text falls back to one column. */}
      <SimpleGrid as="ul" listStyleType="none" m="0" {...(pairOnPhone ? { minChildWidth: '9rem' } : { columns: { base: 1, sm: 2, lg: columns } })} gap="3">
        {counts.map((item) => (
          <WorkCountTile key={item.href} {...item} />
        ))}
      </SimpleGrid>
    </Box>
  );
}

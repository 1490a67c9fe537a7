import { Box, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { getDocNeighbours, type DocEntry } from '../docs-registry';

function PagerLink({ doc, direction }: { doc: DocEntry; direction: 'previous' | 'next' }) {
  const word = direction === 'previous' ? 'Previous' : 'Next';
  return (
    <Link
      asChild
      display="flex"
      flexDirection="column"
      alignItems={direction === 'previous' ? 'flex-start' : 'flex-end'}
      textAlign={direction === 'previous' ? 'start' : 'end'}
      gap="1"
      p="4"
      borderWidth="1px"
      borderRadius="lg"
      color="fg"
      _hover={{ borderColor: 'blue.solid', textDecoration: 'none' }}
      gridColumn={direction === 'next' ? { sm: '2' } : undefined}
    >
      <RouterLink to={doc.path} rel={direction === 'previous' ? 'prev' : 'next'} aria-label={`${word}: ${doc.title}`}>
        <Text as="span" fontSize="sm" color="fg.muted" display="inline-flex" alignItems="center" gap="1">
          {direction === 'previous' && <LuArrowLeft aria-hidden="true" />}
          {word}
          {direction === 'next' && <LuArrowRight aria-hidden="true" />}
        </Text>
        {/* Two words for "label in name" (WCAG 2.5.3): "Next Projects", not "NextProjects". */}{' '}
        <Text as="span" fontWeight="semibold" color="blue.fg">
          {doc.title}
        </Text>
      </RouterLink>
    </Link>
  );
}

/** Links to the previous and next pages in reading order. */
export function DocsPager({ path }: { path: string }) {
  const { previous, next } = getDocNeighbours(path);
  if (!previous && !next) return null;
  return (
    <Box as="nav" aria-label="Previous and next pages" mt="12" pt="6" borderTopWidth="1px">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {previous && <PagerLink doc={previous} direction="previous" />}
        {next && <PagerLink doc={next} direction="next" />}
      </SimpleGrid>
    </Box>
  );
}

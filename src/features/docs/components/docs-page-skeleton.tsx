import { Box, Heading, Skeleton, SkeletonText, Text } from '@chakra-ui/react';
import { HEADING_SIZES } from '@/content/render/markdown-components';
import type { DocEntry } from '../docs-registry';

/** While a page body loads: its real title and lead (from the frontmatter), then placeholders. */
export function DocsPageSkeleton({ doc }: { doc: DocEntry }) {
  return (
    <Box aria-busy="true">
      <Heading as="h1" size={HEADING_SIZES.h1}>
        {doc.title}
      </Heading>
      <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" mt="3" maxW="3xl">
        {doc.description}
      </Text>
      <Skeleton height="6" width="40%" mt="10" />
      <SkeletonText noOfLines={6} gap="3" mt="4" maxW="3xl" />
    </Box>
  );
}

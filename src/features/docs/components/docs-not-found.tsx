import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { HEADING_SIZES } from '@/content/render/markdown-components';
import { usePageMeta } from '@/content/render/use-page-meta';
import { DOCS_BASE_PATH } from '../doc-paths';

/** A /docs/... address with no page: a way back to the overview; the search is beside it. */
export function DocsNotFound() {
  usePageMeta('Page not found', 'There is no documentation page at this address.');
  return (
    <Box>
      <Heading as="h1" size={HEADING_SIZES.h1}>
        Page not found
      </Heading>
      <Text color="fg.muted" mt="3">
        There is no documentation page at this address. It may have moved, or the link may be mistyped. Search the
        documentation, or start again from the overview.
      </Text>
      <Link asChild colorPalette="blue" variant="underline" mt="6">
        <RouterLink to={DOCS_BASE_PATH}>Go to the documentation overview</RouterLink>
      </Link>
    </Box>
  );
}

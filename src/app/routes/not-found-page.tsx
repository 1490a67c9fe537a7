import { Box, Container, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '@/content/render/use-page-meta';
import { DocsSearch } from '@/features/docs/components/docs-search';
import { paths } from '../paths';

export function NotFoundPage() {
  usePageMeta('Page not found', 'There is nothing at this address. Go to the home page or search the documentation.');
  return (
    <Container maxW="3xl" py="16">
      <Heading as="h1" size="2xl">
        Page not found
      </Heading>
      <Text color="fg.muted" mt="3">
        There is nothing at this address. It may have moved, or the link may be mistyped.
      </Text>
      <Link asChild colorPalette="blue" mt="6">
        <RouterLink to={paths.landing.getHref()}>Go to the home page</RouterLink>
      </Link>
      <Text mt="8">Looking for help with the portal? Search the documentation:</Text>
      <Box mt="3" maxW="md">
        <DocsSearch />
      </Box>
    </Container>
  );
}

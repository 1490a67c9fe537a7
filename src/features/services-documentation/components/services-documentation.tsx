import { Box, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import type { MarkdownModule } from '@/content/markdown-module';
import { internalDocKeys } from '@/lib/api/internal-docs/keys';
import { renderMarkdown } from '@/content/render/render-markdown';
import { INTERNAL_DOCS, internalDocFor, type InternalDoc } from '../internal-docs';
import { RulesInForce } from './rules-in-force';

function TopicBody({ module }: { module: MarkdownModule }) {
  const rendered = useMemo(() => renderMarkdown(module.default), [module]);
  return rendered.element;
}

function TopicNav({ current }: { current: InternalDoc }) {
  return (
    <Box as="nav" aria-label="Services documentation topics">
      <Stack as="ul" listStyleType="none" gap="1">
        {INTERNAL_DOCS.map((doc) => (
          <li key={doc.topic}>
            <Link asChild fontWeight={doc === current ? 'semibold' : 'normal'} aria-current={doc === current ? 'page' : undefined}>
              <RouterLink to={`?topic=${doc.topic}`}>{doc.nav ?? doc.title}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** `/admin/services-documentation`: the staff's internal how-to pages, one topic at a time (`?topic=`). */
export function ServicesDocumentation() {
  const [searchParams] = useSearchParams();
  const doc = internalDocFor(searchParams.get('topic'));
  // A page of the bundle, loaded once.
  const body = useQuery({ queryKey: internalDocKeys.topic(doc.topic), queryFn: doc.load, staleTime: Infinity });

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '14rem minmax(0, 1fr)' }} gap="8">
      <TopicNav current={doc} />
      <Box as="article" aria-labelledby="internal-doc-title" minW="0" maxW="3xl">
        <Heading as="h2" id="internal-doc-title" size="xl">
          {doc.title}
        </Heading>
        <Text color="fg.muted" mt="2" mb="4">
          {doc.description}
        </Text>
        {body.data ? <TopicBody module={body.data} /> : body.isError ? <ErrorState message="This page could not be loaded." onRetry={() => void body.refetch()} /> : <LoadingSpinner query={body} />}
        <Box mt="8">
          <RulesInForce />
        </Box>
      </Box>
    </Grid>
  );
}

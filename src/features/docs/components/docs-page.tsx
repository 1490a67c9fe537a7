import { Box, Grid, Heading, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import type { MarkdownModule } from '@/content/markdown-module';
import { HEADING_SIZES } from '@/content/render/markdown-components';
import type { PageHeading } from '@/content/render/markdown-headings';
import { renderMarkdown } from '@/content/render/render-markdown';
import { usePageMeta } from '@/content/render/use-page-meta';
import { DOC_SECTIONS, type DocEntry } from '../docs-registry';
import { DocsPager } from './docs-pager';
import { DocsToc } from './docs-toc';

export interface DocsPageProps {
  doc: DocEntry;
  module: MarkdownModule;
  /** Extra content after the body (the docs index adds its list of guides). */
  after?: ReactNode;
  /** Headings of `after`, appended to the table of contents. */
  afterHeadings?: readonly PageHeading[];
}

/**
 * One docs page: the title (the page's only h1) and lead, the table of contents, the body with
 * the Chakra Markdown components, and previous / next links. Sets the document title and meta
 * description.
 */
export function DocsPage({ doc, module, after, afterHeadings = [] }: DocsPageProps) {
  usePageMeta(doc.title, doc.description);
  const rendered = useMemo(() => renderMarkdown(module.default), [module]);
  const headings = useMemo(() => [...rendered.headings, ...afterHeadings], [rendered, afterHeadings]);
  const group = DOC_SECTIONS.find((section) => section.id === doc.section);

  return (
    <Box as="article" aria-labelledby="docs-page-title">
      {group && (
        <Text fontSize="sm" fontWeight="semibold" color="blue.fg" mb="2">
          {group.label}
        </Text>
      )}
      <Heading as="h1" id="docs-page-title" size={HEADING_SIZES.h1}>
        {doc.title}
      </Heading>
      <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" mt="3" maxW="3xl">
        {doc.description}
      </Text>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 13rem' }} gap={{ base: '6', xl: '10' }} mt="6">
        <Box
          gridColumn={{ xl: '2' }}
          gridRow={{ xl: '1' }}
          position={{ xl: 'sticky' }}
          top={{ xl: '4' }}
          alignSelf="start"
        >
          <DocsToc headings={headings} />
        </Box>
        <Box minW="0" maxW="3xl" gridColumn={{ xl: '1' }} gridRow={{ xl: '1' }}>
          {rendered.element}
          {after}
          <DocsPager path={doc.path} />
        </Box>
      </Grid>
    </Box>
  );
}

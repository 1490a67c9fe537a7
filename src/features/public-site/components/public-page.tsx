import { Box, Container } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import type { MarkdownModule } from '@/content/markdown-module';
import { renderMarkdown } from '@/content/render/render-markdown';
import { usePageMeta } from '@/content/render/use-page-meta';
import { PublicCallToAction } from './public-call-to-action';
import { PublicPageHeader } from './public-page-header';

/**
 * A public content page (src/content/pages/*.md): the title and lead from its frontmatter, the
 * body with the Chakra Markdown components, and the call to action. Sets the document title and
 * meta description. `children` (e.g. a signed-in user's own part of the page) go above the body.
 */
export function PublicPage({ content, children }: { content: MarkdownModule; children?: ReactNode }) {
  const { title, description } = content.frontmatter;
  usePageMeta(title, description);
  const body = useMemo(() => renderMarkdown(content.default).element, [content]);

  return (
    <Box as="article" aria-labelledby="public-page-title">
      <PublicPageHeader title={title} lead={description} titleId="public-page-title" />
      <Container maxW="4xl" py={{ base: '8', md: '12' }}>
        {children}
        <Box maxW="3xl">{body}</Box>
        <PublicCallToAction />
      </Container>
    </Box>
  );
}

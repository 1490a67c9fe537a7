import type { ReactElement } from 'react';
import type { MarkdownContent } from '../markdown-module';
import { collectHeadings, type PageHeading } from './markdown-headings';
import { MarkdownH2, MarkdownH3, markdownComponents } from './markdown-components';

export interface RenderedMarkdown {
  /** The body as React elements, with the Chakra components. */
  element: ReactElement;
  /** Its h2 and h3 headings, for a table of contents. */
  headings: PageHeading[];
}

/**
 * Render a compiled Markdown body with the Chakra components and read its headings. The body is
 * a plain function of its props (no hooks, no wrapper), so it is called directly; call this
 * inside useMemo.
 */
export function renderMarkdown(body: MarkdownContent): RenderedMarkdown {
  const element = body({ components: markdownComponents });
  return { element, headings: collectHeadings(element, MarkdownH2, MarkdownH3) };
}

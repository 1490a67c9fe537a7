import type { ComponentType, JSX, ReactElement } from 'react';
import type { ContentFrontmatter } from './frontmatter';

type Tag = keyof JSX.IntrinsicElements;

/** The element overrides a compiled Markdown body accepts: one component (or tag) per HTML tag. */
export type MarkdownComponents = {
  [K in Tag]?: ComponentType<JSX.IntrinsicElements[K]> | Tag;
};

export interface MarkdownContentProps {
  components?: MarkdownComponents;
}

/** A compiled page body (the default export of a src/content .md module). */
export type MarkdownContent = (props: MarkdownContentProps) => ReactElement;

/** What importing a src/content .md file gives (see mdx-plugin.ts). */
export interface MarkdownModule {
  frontmatter: ContentFrontmatter;
  default: MarkdownContent;
}

// Markdown pages under src/content, compiled at build time by ./mdx-plugin.ts.
declare module '*.md' {
  import type { ContentFrontmatter } from '@/content/frontmatter';
  import type { MarkdownContent } from '@/content/markdown-module';

  /** The YAML frontmatter (remark-mdx-frontmatter). */
  export const frontmatter: ContentFrontmatter;
  /** The page body as a React component; pass `components` to style its elements. */
  const MarkdownBody: MarkdownContent;
  export default MarkdownBody;
}

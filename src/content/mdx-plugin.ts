import mdx from '@mdx-js/rollup';
import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import type { Plugin } from 'vite';

/** Only the Markdown under src/content is compiled; any other .md file (README, docs of deps) is left alone. */
const CONTENT_MARKDOWN = /[\\/]src[\\/]content[\\/].*\.md$/;

/**
 * Queries that load a Markdown file as something other than a component: Vite's `?raw` (the
 * docs search corpus) and `?url`. @mdx-js/rollup strips the query before it filters, so without
 * this guard it would try to compile Vite's `export default "..."` as Markdown.
 */
const NOT_A_COMPONENT = /[?&](?:raw|url)\b/;

/**
 * The build-time Markdown pipeline of the public pages and the docs (src/content/**\/*.md):
 * YAML frontmatter exported as `frontmatter`, GitHub-flavoured Markdown (tables, autolinks),
 * and ids on every heading (rehype-slug) for the on-page table of contents. Each file becomes an
 * ES module whose default export is the page body as a React component that takes a
 * `components` mapping (the Chakra-styled elements); the HTML is never built in the browser.
 *
 * A file imported with `?meta` (the docs registry does, eagerly) is a second module of the same
 * file: the registry imports only its `frontmatter`, the bundler drops the unused body, and the
 * body itself stays in the file's own lazily loaded chunk.
 *
 * Add it to vite.config.ts (and to the `unit` and `web` projects of vitest.config.ts) before
 * `react()`: `plugins: [contentMarkdown(), react()]`.
 */
export function contentMarkdown(): Plugin {
  const compiler = mdx({
    include: CONTENT_MARKDOWN,
    format: 'md',
    mdExtensions: ['.md'],
    mdxExtensions: [],
    remarkPlugins: [remarkFrontmatter, [remarkMdxFrontmatter, { name: 'frontmatter' }], remarkGfm],
    rehypePlugins: [rehypeSlug],
  });
  return {
    name: 'paintqa:content-markdown',
    // Before Vite's own transforms and the React plugin, as @mdx-js/rollup asks for.
    enforce: 'pre',
    config(config, env) {
      compiler.config(config, env);
    },
    async transform(code, id) {
      if (NOT_A_COMPONENT.test(id)) return undefined;
      const result = await compiler.transform(code, id);
      if (!result) return undefined;
      // A plain source map from source-map's generator (Rollup's and Rolldown's types differ in name only).
      return { code: result.code, map: (result.map ?? null) as { mappings: string } | null };
    },
  };
}

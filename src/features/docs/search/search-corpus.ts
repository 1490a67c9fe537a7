/**
 * The docs pages as written, for the search index. Only load-search-index.ts imports this module,
 * dynamically, so the text of every page is fetched (one chunk) the first time someone searches.
 */
export const DOC_SOURCES = import.meta.glob<string>('../../../content/docs/**/*.md', {
  eager: true,
  query: '?raw',
  import: 'default',
});

import { docPathFromFile } from '../doc-paths';
import { DOC_SECTIONS, DOCS, type DocEntry } from '../docs-registry';
import { buildSearchIndex, type SearchDocument, type SearchSource } from './search-index';

let index: Promise<SearchDocument[]> | undefined;

export function docGroupLabel(doc: DocEntry): string {
  return DOC_SECTIONS.find((section) => section.id === doc.section)?.label ?? 'Overview';
}

/** Pair each docs page with its Markdown text (`texts` keyed by file, as a glob gives them). */
export function searchSources(texts: Readonly<Record<string, string>>): SearchSource[] {
  const byPath = new Map(Object.entries(texts).map(([file, text]) => [docPathFromFile(file), text]));
  return DOCS.map((doc) => ({
    path: doc.path,
    title: doc.title,
    description: doc.description,
    group: docGroupLabel(doc),
    markdown: byPath.get(doc.path) ?? '',
  }));
}

/**
 * The search index over every docs page, built once, the first time it is asked for: the page
 * texts arrive in one lazily loaded chunk. A failed load (offline before the chunk was cached)
 * may be retried.
 */
export function loadDocsSearchIndex(): Promise<SearchDocument[]> {
  index ??= import('./search-corpus').then(
    ({ DOC_SOURCES }) => buildSearchIndex(searchSources(DOC_SOURCES)),
    (error: unknown) => {
      index = undefined;
      throw error;
    },
  );
  return index;
}

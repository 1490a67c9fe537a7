import { readFrontmatter, type ContentFrontmatter } from '@/content/frontmatter';
import type { MarkdownModule } from '@/content/markdown-module';
import { DOCS_BASE_PATH, docPathFromFile, normalizeDocPath } from './doc-paths';

/**
 * Every docs page's frontmatter, eagerly: the `?meta` copy of each file, of which only the
 * `frontmatter` export is kept, so the sidebar, the pager and search need no page body.
 */
const FRONTMATTER = import.meta.glob<ContentFrontmatter>('../../content/docs/**/*.md', {
  eager: true,
  query: '?meta',
  import: 'frontmatter',
});

/** The page bodies, lazily: one chunk per page. */
const BODIES = import.meta.glob<MarkdownModule>('../../content/docs/**/*.md');

export type DocSectionId = 'admin' | 'client';

export interface DocSection {
  id: DocSectionId;
  /** The sidebar group label. */
  label: string;
  /** Who the section is for. */
  audience: string;
  path: string;
}

/** The two guides, in sidebar order (staff, then client). */
export const DOC_SECTIONS: readonly DocSection[] = [
  { id: 'admin', label: 'Staff guide', audience: 'For administrators and inspectors', path: `${DOCS_BASE_PATH}/admin` },
  { id: 'client', label: 'Client guide', audience: 'For owners, architects, managers and contractors', path: `${DOCS_BASE_PATH}/client` },
];

export interface DocEntry {
  /** The route, e.g. /docs/client/support. */
  path: string;
  /** The section, or null for the overview (/docs). */
  section: DocSectionId | null;
  title: string;
  /** The sidebar label (frontmatter `nav`, else the title). */
  label: string;
  description: string;
  order: number;
  /** The glob key of the Markdown file. */
  file: string;
  /** Load the page body (its own chunk). */
  load: () => Promise<MarkdownModule>;
}

function sectionOf(path: string): DocSectionId | null {
  const id = path.slice(DOCS_BASE_PATH.length + 1).split('/')[0];
  const section = DOC_SECTIONS.find((candidate) => candidate.id === id);
  if (id && !section) throw new Error(`${path}: docs pages live in /docs or in one of the sections`);
  return section?.id ?? null;
}

function sectionRank(section: DocSectionId | null): number {
  return section === null ? -1 : DOC_SECTIONS.findIndex((candidate) => candidate.id === section);
}

function buildDocs(): DocEntry[] {
  const entries = Object.entries(BODIES).map(([file, load]): DocEntry => {
    const meta = readFrontmatter(FRONTMATTER[file], file);
    const path = docPathFromFile(file);
    return {
      path,
      section: sectionOf(path),
      title: meta.title,
      label: meta.nav ?? meta.title,
      description: meta.description,
      order: meta.order,
      file,
      load,
    };
  });
  return entries.sort(
    (a, b) =>
      sectionRank(a.section) - sectionRank(b.section) ||
      a.order - b.order ||
      a.title.localeCompare(b.title),
  );
}

/** Every docs page in reading order: the overview, then each section's pages by `order`. */
export const DOCS: readonly DocEntry[] = buildDocs();

/** The page at a location pathname (a trailing slash is ignored), or undefined. */
export function findDoc(pathname: string): DocEntry | undefined {
  const path = normalizeDocPath(pathname);
  return DOCS.find((doc) => doc.path === path);
}

/** The pages of one section, in order. */
export function docsInSection(section: DocSectionId | null): DocEntry[] {
  return DOCS.filter((doc) => doc.section === section);
}

export interface DocNeighbours {
  previous?: DocEntry;
  next?: DocEntry;
}

/** The pages before and after this one in reading order (across sections). */
export function getDocNeighbours(path: string): DocNeighbours {
  const index = DOCS.findIndex((doc) => doc.path === normalizeDocPath(path));
  if (index < 0) return {};
  return { previous: DOCS[index - 1], next: DOCS[index + 1] };
}

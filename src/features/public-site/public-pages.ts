import type { MarkdownModule } from '@/content/markdown-module';

/** The Markdown public pages, lazily: one chunk per page. */
const PAGE_FILES = import.meta.glob<MarkdownModule>('../../content/pages/*.md');

/** Each public content page: its route and its file under src/content/pages. */
export const PUBLIC_PAGES = [
  { path: '/workflow', file: 'workflow' },
  { path: '/about', file: 'about' },
  { path: '/getting-started', file: 'getting-started' },
  { path: '/quality-assurance', file: 'quality-assurance' },
  { path: '/quality-assurance/details', file: 'quality-assurance-details' },
  { path: '/services/inspections', file: 'services-inspections' },
  { path: '/services/specifications', file: 'services-specifications' },
  { path: '/services/consultations', file: 'services-consultations' },
  { path: '/services/membership', file: 'services-membership' },
] as const;

export type PublicPageFile = (typeof PUBLIC_PAGES)[number]['file'];

/** Load one page's compiled Markdown (frontmatter and body). */
export function loadPublicPage(file: PublicPageFile): Promise<MarkdownModule> {
  const load = PAGE_FILES[`../../content/pages/${file}.md`];
  if (!load) return Promise.reject(new Error(`No public page src/content/pages/${file}.md`));
  return load();
}

/** The file names present under src/content/pages (for tests). */
export const PUBLIC_PAGE_FILES: readonly string[] = Object.keys(PAGE_FILES).map((key) =>
  key.replace(/^.*\//, '').replace(/\.md$/, ''),
);

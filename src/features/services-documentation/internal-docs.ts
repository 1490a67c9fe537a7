import { readFrontmatter, type ContentFrontmatter } from '@/content/frontmatter';
import type { MarkdownModule } from '@/content/markdown-module';

/** Every internal how-to page's frontmatter (the bodies load on demand, one chunk each). */
const FRONTMATTER = import.meta.glob<ContentFrontmatter>('../../content/internal/*.md', { eager: true, query: '?meta', import: 'frontmatter' });
const BODIES = import.meta.glob<MarkdownModule>('../../content/internal/*.md');

export interface InternalDoc extends ContentFrontmatter {
  /** The file name without `.md`: the `?topic=` value. */
  topic: string;
  load: () => Promise<MarkdownModule>;
}

const topicOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.md'.length);

/** The staff's internal how-to pages (src/content/internal), in their frontmatter order. */
export const INTERNAL_DOCS: readonly InternalDoc[] = Object.entries(FRONTMATTER)
  .map(([file, frontmatter]) => ({ ...readFrontmatter(frontmatter, file), topic: topicOf(file), load: BODIES[file]! }))
  .sort((a, b) => a.order - b.order);

/** The page a `?topic=` value names; the first page when it names none. */
export function internalDocFor(topic: string | null): InternalDoc {
  return INTERNAL_DOCS.find((doc) => doc.topic === topic) ?? INTERNAL_DOCS[0]!;
}

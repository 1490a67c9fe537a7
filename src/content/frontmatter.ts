/**
 * The YAML frontmatter every page under src/content carries. `title` is the page's h1 and
 * document title, `description` its lead paragraph and meta description, `order` its place among
 * its siblings, `nav` an optional shorter label for menus.
 */
export interface ContentFrontmatter {
  title: string;
  description: string;
  order: number;
  nav?: string;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Check the frontmatter of one file; a page without a title, description or order fails loudly. */
export function readFrontmatter(value: unknown, file: string): ContentFrontmatter {
  const data = (value ?? {}) as Record<string, unknown>;
  const problems = [
    !isText(data.title) && 'a title',
    !isText(data.description) && 'a description',
    !(typeof data.order === 'number' && Number.isFinite(data.order)) && 'a numeric order',
    data.nav !== undefined && !isText(data.nav) && 'a non-empty nav label (or none)',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`${file}: the frontmatter needs ${problems.join(', ')}`);
  return {
    title: data.title as string,
    description: data.description as string,
    order: data.order as number,
    ...(data.nav === undefined ? {} : { nav: data.nav as string }),
  };
}

/** The YAML frontmatter block at the top of a Markdown file. */
const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/;

export function stripFrontmatter(markdown: string): string {
  return markdown.replace(FRONTMATTER, '');
}

/** Inline Markdown as the text a reader sees: links, emphasis, code spans and HTML reduced to their text. */
export function inlineText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\p{L}\p{N}])[*_](.+?)[*_](?=[^\p{L}\p{N}]|$)/gu, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>])/g, '$1');
}

/** One line of block Markdown as plain text: no heading, list, quote or table syntax. */
export function lineText(line: string): string {
  if (/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line)) return '';
  if (/^\s*(```|~~~)/.test(line)) return '';
  const block = line
    .replace(/^\s{0,3}#{1,6}\s+/, '')
    .replace(/^\s*>\s?/, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
    .replace(/\s*\|\s*/g, ' ');
  return inlineText(block).trim();
}

/**
 * The id rehype-slug (github-slugger) gives a heading with this text: lower case, punctuation
 * and symbols removed, spaces as hyphens; repeats get -1, -2 ... through `seen`.
 */
export function headingSlug(text: string, seen: Map<string, number>): string {
  const base = text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
  let slug = base;
  let count = seen.get(base) ?? 0;
  while (seen.has(slug)) {
    count += 1;
    slug = `${base}-${count}`;
  }
  seen.set(base, count);
  seen.set(slug, 0);
  return slug;
}

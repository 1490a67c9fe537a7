import { describe, expect, it } from 'vitest';
import { paths } from '@/app/paths';
import { readFrontmatter } from '@/content/frontmatter';
import { stripFrontmatter } from '@/features/docs/search/markdown-text';
import { PUBLIC_PAGE_FILES, PUBLIC_PAGES, loadPublicPage } from '@/features/public-site/public-pages';
import { PUBLIC_PAGE_ROUTES } from '@/app/routes/public-page-routes';
import { SPEC_CONTENT_ROUTES } from '../support/spec-routes';

const SOURCES = import.meta.glob<string>('../../src/content/**/*.md', { eager: true, query: '?raw', import: 'default' });
const files = Object.keys(SOURCES);
const bodyOf = (file: string) => stripFrontmatter(SOURCES[file]!);

/** The heading levels of a Markdown body, outside fenced code. */
function headingLevels(markdown: string): number[] {
  let fenced = false;
  const levels: number[] = [];
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = !fenced && /^(#{1,6})\s/.exec(line);
    if (match) levels.push(match[1]!.length);
  }
  return levels;
}

const wordCount = (markdown: string) => (markdown.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;


describe('content files', () => {
  it('has the nine public pages, the eleven docs pages and the five internal how-to pages', () => {
    expect(files.filter((file) => file.includes('/content/pages/'))).toHaveLength(9);
    expect(files.filter((file) => file.includes('/content/docs/'))).toHaveLength(11);
    expect(files.filter((file) => file.includes('/content/internal/'))).toHaveLength(5);
  });

  it.each(files)('%s: frontmatter with title, description and order', (file) => {
    const frontmatter = /^---\n([\s\S]*?)\n---/.exec(SOURCES[file]!)?.[1] ?? '';
    const field = (name: string) => new RegExp(`^${name}: .+`, 'm').test(frontmatter);
    expect(field('title') && field('description') && field('order')).toBe(true);
  });

  it.each(files)('%s: headings start at h2 and never skip a level', (file) => {
    const levels = headingLevels(bodyOf(file));
    expect(levels.length).toBeGreaterThan(2);
    expect(levels[0]).toBe(2);
    expect(levels).not.toContain(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    });
  });

  it.each(files)('%s: real content, no placeholder text', (file) => {
    expect(bodyOf(file)).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b/i);
  });

  it.each(files.filter((file) => file.includes('/content/pages/')))('%s: 400 to 900 words', (file) => {
    const words = wordCount(bodyOf(file));
    expect(words).toBeGreaterThanOrEqual(400);
    expect(words).toBeLessThanOrEqual(900);
  });

  it.each(files)('%s: internal links go to routes of the app', (file) => {
    const known = new Set(Object.values(paths).map((entry) => entry.path));
    for (const [, href] of bodyOf(file).matchAll(/\]\((\/[^)#\s]*)/g)) expect(known.has(href!), href).toBe(true);
  });
});

describe('public pages', () => {
  it('serves every listed public route except the landing page and the docs', () => {
    expect(PUBLIC_PAGE_ROUTES.map((route) => route.path).sort()).toEqual([...SPEC_CONTENT_ROUTES].sort());
    expect(PUBLIC_PAGES.map((page) => page.file as string).sort()).toEqual([...PUBLIC_PAGE_FILES].sort());
  });

  it.each(PUBLIC_PAGES.map((page) => [page.path, page.file] as const))(
    '%s: its title is the app paths title',
    async (path, file) => {
      const module = await loadPublicPage(file);
      const meta = readFrontmatter(module.frontmatter, file);
      expect(meta.title).toBe(Object.values(paths).find((entry) => entry.path === path)?.title);
      expect(meta.description.length).toBeGreaterThan(60);
      expect(meta.description.length).toBeLessThanOrEqual(200);
    },
  );

  it('rejects frontmatter without a title', () => {
    expect(() => readFrontmatter({ description: 'x', order: 1 }, 'x.md')).toThrow('x.md: the frontmatter needs a title');
  });
});

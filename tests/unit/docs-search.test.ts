import { describe, expect, it } from 'vitest';
import { loadDocsSearchIndex } from '@/features/docs/search/load-search-index';
import { headingSlug, lineText, stripFrontmatter } from '@/features/docs/search/markdown-text';
import { queryTerms, searchDocs, snippetAround, toSearchDocument } from '@/features/docs/search/search-index';

const paths = (results: { path: string }[]) => results.map((result) => result.path);

describe('docs search over every page', () => {
  it('indexes every docs page with its sections', async () => {
    const index = await loadDocsSearchIndex();
    expect(index).toHaveLength(11);
    for (const doc of index) {
      expect(doc.sections.length, doc.path).toBeGreaterThan(2);
      expect(doc.sections.map((section) => section.text).join(' ').length, doc.path).toBeGreaterThan(1500);
    }
    expect(await loadDocsSearchIndex()).toBe(index);
  });

  it('finds pages by words that appear only in their body', async () => {
    const index = await loadDocsSearchIndex();
    // "dew point" is in the body of the staff projects guide, never in a title or description.
    expect(paths(searchDocs(index, 'dew point'))).toContain('/docs/admin/projects');
    expect(paths(searchDocs(index, 'Caps Lock'))).toEqual(['/docs/client/support']);
    expect(paths(searchDocs(index, 'administrator key'))[0]).toBe('/docs/admin/getting-started');
    expect(paths(searchDocs(index, 'kilometre'))).toContain('/docs/admin/invoicing');
  });

  it('ranks a page whose title matches above pages that only mention the words', async () => {
    const index = await loadDocsSearchIndex();
    expect(paths(searchDocs(index, 'invoicing'))[0]).toBe('/docs/admin/invoicing');
    expect(paths(searchDocs(index, 'companies'))[0]).toBe('/docs/admin/companies');
    expect(paths(searchDocs(index, 'support'))[0]).toBe('/docs/client/support');
  });

  it('needs every word of the query, at the start of a word, and finds plurals by their stem', async () => {
    const index = await loadDocsSearchIndex();
    expect(searchDocs(index, 'xyzzy plugh')).toEqual([]);
    expect(searchDocs(index, 'deficiency xyzzy')).toEqual([]);
    expect(searchDocs(index, 'oice')).toEqual([]);
    expect(paths(searchDocs(index, 'deficiencies')).length).toBeGreaterThan(3);
    expect(paths(searchDocs(index, 'pending invoices'))[0]).toBe('/docs/admin/invoicing');
    expect(searchDocs(index, '  ')).toEqual([]);
    expect(searchDocs(index, 'deficiency', 2)).toHaveLength(2);
  });

  it('points at the best matching section with a snippet around the match', async () => {
    const index = await loadDocsSearchIndex();
    const [first] = searchDocs(index, 'waiting to sync');
    expect(first).toBeDefined();
    expect(first!.href).toMatch(/^\/docs\/client\/[a-z-]+#[a-z0-9-]+$/);
    expect(first!.heading).toBeTruthy();
    expect(`${first!.heading} ${first!.snippet}`.toLowerCase()).toContain('waiting to sync');
    expect(first!.group).toBe('Client guide');
  });

  it('prefers the section holding every word over one whose heading holds one of them', async () => {
    const index = await loadDocsSearchIndex();
    // "company" is in the heading "The company page"; "company pickers" only in "Archiving".
    const [first] = searchDocs(index, 'company pickers');
    expect(first?.href).toBe('/docs/admin/companies#archiving');
    expect(first?.heading).toBe('Archiving');
  });
});

describe('search helpers', () => {
  it('turns Markdown lines into text', () => {
    expect(stripFrontmatter('---\ntitle: A\n---\n\nBody')).toBe('\nBody');
    expect(lineText('## The `/projects` screen')).toBe('The /projects screen');
    expect(lineText('- **Search** by [code](/projects), *name* or _company_.')).toBe('Search by code, name or company.');
    expect(lineText('| Stage | What |')).toBe('Stage What');
    expect(lineText('|---|:---:|')).toBe('');
    expect(lineText('> fee = the larger of')).toBe('fee = the larger of');
  });

  it('slugs headings like rehype-slug, numbering repeats', () => {
    const seen = new Map<string, number>();
    expect(headingSlug('Reports & Tracking menu', seen)).toBe('reports--tracking-menu');
    expect(headingSlug("What's next?", seen)).toBe('whats-next');
    expect(headingSlug('Fees', seen)).toBe('fees');
    expect(headingSlug('Fees', seen)).toBe('fees-1');
    expect(headingSlug('Fees', seen)).toBe('fees-2');
    expect(headingSlug('1. You send a request', seen)).toBe('1-you-send-a-request');
  });

  it('splits a page into sections with anchors', () => {
    const doc = toSearchDocument({
      path: '/docs/x',
      title: 'X',
      description: 'D',
      group: 'Overview',
      markdown: '---\ntitle: X\n---\n\nIntro text.\n\n## First\n\nOne.\n\n### Sub\n\nTwo.\n\n## First\n\nThree.\n',
    });
    expect(doc.sections).toEqual([
      { text: 'Intro text.' },
      { anchor: 'first', heading: 'First', text: 'One.' },
      { anchor: 'sub', heading: 'Sub', text: 'Two.' },
      { anchor: 'first-1', heading: 'First', text: 'Three.' },
    ]);
  });

  it('builds query terms and snippets', () => {
    expect(queryTerms('Pending  INVOICES, a 5')).toEqual(['pending', 'invoice', '5']);
    expect(queryTerms('deficiencies class')).toEqual(['deficienc', 'class']);
    const text = 'word '.repeat(100);
    const snippet = snippetAround(text, 250);
    expect(snippet.startsWith('… ')).toBe(true);
    expect(snippet.endsWith(' …')).toBe(true);
    expect(snippet.length).toBeLessThan(180);
    expect(snippetAround('short text', 0)).toBe('short text');
  });
});

import { describe, expect, it } from 'vitest';
import { paths } from '@/app/paths';
import { docPathFromFile, docPathFromParams, normalizeDocPath } from '@/features/docs/doc-paths';
import { DOC_SECTIONS, DOCS, docsInSection, findDoc, getDocNeighbours } from '@/features/docs/docs-registry';
import { DOC_PATHS, DOC_ROUTES, DOCS_SPLAT_ROUTE } from '@/features/docs/routes';
import { SPEC_DOC_ROUTES } from '../support/spec-routes';


describe('docs registry', () => {
  it('has exactly one page for every documentation route, in reading order', () => {
    expect(DOCS.map((doc) => doc.path)).toEqual(SPEC_DOC_ROUTES);
  });

  it('offers a lazy route for every page', () => {
    expect([...DOC_PATHS].sort()).toEqual([...SPEC_DOC_ROUTES].sort());
    expect(DOC_ROUTES.map((route) => route.path).sort()).toEqual([...SPEC_DOC_ROUTES].sort());
    expect(DOC_ROUTES.every((route) => typeof route.load === 'function')).toBe(true);
    expect(DOCS_SPLAT_ROUTE.path).toBe('/docs/*');
  });

  it('reads title, description and order from the frontmatter without loading a body', () => {
    for (const doc of DOCS) {
      expect(doc.title.length, doc.path).toBeGreaterThan(3);
      expect(doc.description.length, doc.path).toBeGreaterThan(40);
      expect(Number.isFinite(doc.order), doc.path).toBe(true);
      expect(doc.label.length, doc.path).toBeGreaterThan(2);
    }
    expect(findDoc('/docs/admin/projects')?.label).toBe('Projects');
  });

  it('uses the page titles of the app paths table', () => {
    const titleByPath = new Map(Object.values(paths).map((entry) => [entry.path, entry.title]));
    for (const doc of DOCS) expect(doc.title, doc.path).toBe(titleByPath.get(doc.path));
  });

  it('groups pages into the overview, the staff guide and the client guide', () => {
    expect(DOC_SECTIONS.map((section) => section.id)).toEqual(['admin', 'client']);
    expect(docsInSection(null).map((doc) => doc.path)).toEqual(['/docs']);
    expect(docsInSection('admin').map((doc) => doc.path)).toEqual(SPEC_DOC_ROUTES.slice(1, 6));
    expect(docsInSection('client').map((doc) => doc.path)).toEqual(SPEC_DOC_ROUTES.slice(6));
    expect(new Set(DOCS.map((doc) => doc.section)).size).toBe(3);
  });

  it('orders each section by frontmatter order, section index first', () => {
    for (const section of [null, ...DOC_SECTIONS.map((entry) => entry.id)] as const) {
      const orders = docsInSection(section).map((doc) => doc.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    expect(findDoc('/docs/client')?.order).toBe(0);
  });

  it('links every page to the previous and the next one, across sections', () => {
    expect(getDocNeighbours('/docs')).toEqual({ previous: undefined, next: findDoc('/docs/admin') });
    const invoicing = getDocNeighbours('/docs/admin/invoicing');
    expect(invoicing.previous?.path).toBe('/docs/admin/companies');
    expect(invoicing.next?.path).toBe('/docs/client');
    const support = getDocNeighbours('/docs/client/support');
    expect(support.previous?.path).toBe('/docs/client/tracking-requests');
    expect(support.next).toBeUndefined();
    SPEC_DOC_ROUTES.forEach((path, index) => {
      const { previous, next } = getDocNeighbours(path);
      expect(previous?.path).toBe(SPEC_DOC_ROUTES[index - 1]);
      expect(next?.path).toBe(SPEC_DOC_ROUTES[index + 1]);
    });
    expect(getDocNeighbours('/docs/nope')).toEqual({});
  });

  it('finds a page by pathname, ignoring a trailing slash', () => {
    expect(findDoc('/docs/client/support/')?.title).toBe('Client Guide: Support');
    expect(findDoc('/docs/')?.path).toBe('/docs');
    expect(findDoc('/docs/client/nope')).toBeUndefined();
  });

  it('loads each page body as a module with the same frontmatter', async () => {
    for (const doc of DOCS) {
      const module = await doc.load();
      expect(typeof module.default).toBe('function');
      expect(module.frontmatter.title).toBe(doc.title);
    }
  });
});

describe('docs paths', () => {
  it('maps files to routes', () => {
    expect(docPathFromFile('../../content/docs/index.md')).toBe('/docs');
    expect(docPathFromFile('/src/content/docs/admin/index.md')).toBe('/docs/admin');
    expect(docPathFromFile('../../../content/docs/client/support.md?raw')).toBe('/docs/client/support');
    expect(() => docPathFromFile('../../content/pages/about.md')).toThrow(/Not a docs page/);
  });

  it('reads splat and section params', () => {
    expect(docPathFromParams({ '*': 'client/support' })).toBe('/docs/client/support');
    expect(docPathFromParams({ '*': '' })).toBe('/docs');
    expect(docPathFromParams({ section: 'admin' })).toBe('/docs/admin');
    expect(docPathFromParams({ section: 'admin', page: 'projects' })).toBe('/docs/admin/projects');
    expect(docPathFromParams({})).toBeNull();
    expect(normalizeDocPath('/docs//admin/')).toBe('/docs/admin');
  });
});

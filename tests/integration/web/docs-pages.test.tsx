import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { DOCS } from '@/features/docs/docs-registry';
import { DOC_ROUTES, DOCS_SPLAT_ROUTE } from '@/features/docs/routes';

/** The docs routes as the app router mounts them (one lazy route per page), in a memory router. */
function renderDocs(url: string, { splat = false } = {}) {
  const docsRoutes: RouteObject[] = splat
    ? [{ path: DOCS_SPLAT_ROUTE.path, lazy: DOCS_SPLAT_ROUTE.load }]
    : DOC_ROUTES.map(({ path, load }) => ({ path, lazy: load }));
  const routes: RouteObject[] = [
    {
      element: <Outlet />,
      hydrateFallbackElement: <p>Loading…</p>,
      children: [
        ...docsRoutes,
        { path: '/', element: <h1>Landing page</h1> },
        { path: '*', element: <h1>App not found</h1> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user };
}

const metaDescription = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('docs pages', () => {
  it.each(DOCS.map((doc) => [doc.path, doc.title] as const))('%s renders its heading', async (path, title) => {
    renderDocs(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('sets the document title and the meta description', async () => {
    renderDocs('/docs/admin/invoicing');
    await screen.findByRole('heading', { level: 1, name: 'Staff Guide: Invoicing' });
    await waitFor(() => expect(document.title).toMatch(/^Staff Guide: Invoicing \| /));
    expect(metaDescription()).toBe(DOCS.find((doc) => doc.path === '/docs/admin/invoicing')!.description);
  });

  it('lists every page in the sidebar and marks the current one', async () => {
    const { user } = renderDocs('/docs/client/submitting-requests');
    await screen.findByRole('heading', { level: 1, name: 'Client Guide: Submitting Requests' });
    // On a phone-sized screen the navigation is folded behind its button.
    const toggle = screen.getByRole('button', { name: 'Documentation menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const nav = screen.getByRole('navigation', { name: 'Documentation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(DOCS.map((doc) => doc.path));
    expect(within(nav).getByRole('list', { name: 'Staff guide' })).toBeInTheDocument();
    expect(within(nav).getByRole('list', { name: 'Client guide' })).toBeInTheDocument();
    const current = within(nav).getByRole('link', { name: 'Submitting requests' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([current]);
  });

  it('offers previous and next links that navigate', async () => {
    const { user, router } = renderDocs('/docs/admin/invoicing');
    await screen.findByRole('heading', { level: 1, name: 'Staff Guide: Invoicing' });
    const pager = screen.getByRole('navigation', { name: 'Previous and next pages' });
    expect(within(pager).getByRole('link', { name: 'Previous: Staff Guide: Companies' })).toHaveAttribute(
      'href',
      '/docs/admin/companies',
    );
    const next = within(pager).getByRole('link', { name: 'Next: Client Documentation' });
    expect(next).toHaveAttribute('href', '/docs/client');

    await user.click(next);
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Documentation' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/docs/client');
  });

  it('builds the table of contents from the h2 and h3 ids of the page', async () => {
    const { user } = renderDocs('/docs/admin/projects');
    const article = await screen.findByRole('article', { name: 'Staff Guide: Projects' });
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    // Narrower than a wide screen, the list is folded behind its button.
    const toggle = within(toc).getByRole('button', { name: 'On this page' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(toc).queryAllByRole('link')).toHaveLength(0);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const tocLinks = within(toc).getAllByRole('link');
    const headings = Array.from(article.querySelectorAll<HTMLHeadingElement>('h2[id], h3[id]')).filter(
      (heading) => !toc.contains(heading),
    );
    expect(headings.length).toBeGreaterThan(5);
    expect(tocLinks.map((link) => link.getAttribute('href'))).toEqual(
      headings.map((heading) => `/docs/admin/projects#${heading.id}`),
    );
    expect(tocLinks.map((link) => link.textContent)).toEqual(headings.map((heading) => heading.textContent));
    expect(within(toc).getByRole('link', { name: 'The projects table' })).toHaveAttribute(
      'href',
      '/docs/admin/projects#the-projects-table',
    );
  });

  it('renders Markdown with styled elements: tables, lists, code and router links', async () => {
    const { user, router } = renderDocs('/docs');
    const article = await screen.findByRole('article', { name: 'Documentation' });
    const table = within(article).getAllByRole('table')[0]!;
    expect(within(table).getByRole('columnheader', { name: 'Role' })).toBeInTheDocument();
    expect(within(article).getAllByRole('list').length).toBeGreaterThan(0);
    // The overview ends with every guide by section.
    expect(within(article).getByRole('heading', { level: 2, name: 'All guides' })).toBeInTheDocument();

    await user.click(within(article).getByRole('link', { name: 'submitting requests' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Guide: Submitting Requests' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/docs/client/submitting-requests');
    expect(screen.getAllByText('/inspections/request-inspector')[0]!.tagName).toBe('CODE');
  });

  it('serves the same pages through one splat route, with a docs not-found view', async () => {
    renderDocs('/docs/client/support', { splat: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Guide: Support' })).toBeInTheDocument();
  });

  it('shows the docs not-found view for an unknown page under the splat route', async () => {
    renderDocs('/docs/client/nothing-here', { splat: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the documentation overview' })).toHaveAttribute('href', '/docs');
    expect(screen.getByRole('searchbox', { name: 'Search the documentation' })).toBeInTheDocument();
  });
});

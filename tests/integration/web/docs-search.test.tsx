import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { DocsSearch } from '@/features/docs/components/docs-search';
import { DOC_ROUTES } from '@/features/docs/routes';

function renderWith(url: string, extra: RouteObject[] = []) {
  const routes: RouteObject[] = [
    {
      element: <Outlet />,
      hydrateFallbackElement: <p>Loading…</p>,
      children: [...DOC_ROUTES.map(({ path, load }) => ({ path, lazy: load })), ...extra],
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

describe('docs search', () => {
  it('finds pages by words in their body and follows a result with the keyboard', async () => {
    const { user, router } = renderWith('/docs');
    await screen.findByRole('heading', { level: 1, name: 'Documentation' });
    const search = screen.getByRole('search', { name: 'Search the documentation' });
    const input = within(search).getByRole('searchbox', { name: 'Search the documentation' });

    await user.type(input, 'pending invoices');
    // The status line is there at once ("Loading the search index…"): wait for the count itself.
    await waitFor(() => expect(within(search).getByRole('status')).toHaveTextContent(/\d+ pages? found\./), { timeout: 15_000 });
    const results = within(search).getByRole('list', { name: 'Search results' });
    const links = within(results).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Staff Guide: Invoicing');
    expect(links[0]!.getAttribute('href')).toMatch(/^\/docs\/admin\/invoicing#[a-z0-9-]+$/);
    expect(links[0]).toHaveAccessibleDescription(/Staff guide · /);

    // Down arrow moves into the results, Up goes back to the field, Enter opens the best result.
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Guide: Invoicing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/docs/admin/invoicing');
    // The anchor is a heading of the page it opened.
    const anchor = router.state.location.hash.slice(1);
    expect(document.getElementById(anchor)?.tagName).toMatch(/^H[23]$/);
    expect(screen.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue('');
  });

  it('says when nothing matches, and Escape clears the field', async () => {
    const { user } = renderWith('/docs/client');
    await screen.findByRole('heading', { level: 1, name: 'Client Documentation' });
    const input = screen.getByRole('searchbox', { name: 'Search the documentation' });
    await user.type(input, 'zebra crossing');
    expect(await screen.findByText('No pages match “zebra crossing”.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('clicking a result opens the page at the matching section', async () => {
    const { user, router } = renderWith('/docs/client');
    await screen.findByRole('heading', { level: 1, name: 'Client Documentation' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the documentation' }), 'dew point');
    const result = await screen.findByRole('link', { name: 'Staff Guide: Projects' });
    await user.click(result);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Guide: Projects' })).toBeInTheDocument();
    expect(document.getElementById(router.state.location.hash.slice(1))).toHaveTextContent('Inspections');
  });

  it('works on its own, e.g. on the not-found page', async () => {
    const { user, router } = renderWith('/missing', [
      {
        path: '*',
        element: (
          <main>
            <h1>Page not found</h1>
            <DocsSearch />
          </main>
        ),
      },
    ]);
    await user.type(await screen.findByRole('searchbox', { name: 'Search the documentation' }), 'mailbox');
    const results = await screen.findByRole('list', { name: 'Search results' });
    await user.click(within(results).getAllByRole('link')[0]!);
    // The docs route is lazy: the navigation completes once its module has loaded.
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/docs/));
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

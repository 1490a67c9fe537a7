import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider, useNavigate, useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { portalSystem } from '@/app/theme';
import { countActiveFilters, FoldedFilters } from '@/components/form/folded-filters';
import { FilterSelect } from '@/components/form/filter-select';
import { listenForBack, useBackCloses } from '@/lib/use-back-closes';

/** A page with a panel that Back closes; its buttons filter (a replace) or leave (close, then go). */
function Page() {
  const [open, setOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  useBackCloses(open, () => setOpen(false));
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && (
        <div role="dialog" aria-label="Panel">
          <button onClick={() => setOpen(false)}>Close</button>
          <button onClick={() => setParams({ colour: `${params.get('colour') ?? ''}x` }, { replace: true })}>Filter</button>
          <button
            onClick={() => {
              setOpen(false);
              navigate('/other');
            }}
          >
            Go
          </button>
        </div>
      )}
    </>
  );
}

/** The page at /list, after /start, in a browser router (the one that listens to popstate). */
function renderPage() {
  window.history.replaceState(null, '', '/start');
  listenForBack(); // as createAppRouter does: before the router's own listener
  const router = createBrowserRouter([
    { path: '/start', element: <p>Start</p> },
    { path: '/list', element: <Page /> },
    { path: '/other', element: <p>Other page</p> },
  ]);
  const navigations: string[] = [];
  router.subscribe((state) => navigations.push(`${state.historyAction} ${state.location.pathname}${state.location.search}`));
  render(<RouterProvider router={router} />);
  act(() => void router.navigate('/list'));
  navigations.length = 0;
  return { router, navigations };
}

const back = () => act(() => window.history.back());
const panel = () => screen.queryByRole('dialog', { name: 'Panel' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('useBackCloses', () => {
  it('Back closes the open panel and stays on the page, without the router navigating', async () => {
    const user = userEvent.setup();
    const { router, navigations } = renderPage();
    const length = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(window.history.length).toBe(length + 1);

    back();
    await waitFor(() => expect(panel()).not.toBeInTheDocument());
    await settle();
    expect(window.location.pathname).toBe('/list');
    expect(router.state.location.pathname).toBe('/list');
    expect(navigations).toEqual([]);

    // The entry is gone: the next Back leaves the page, through the router.
    back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
  });

  it('closing it otherwise removes its entry, and keeps a filter chosen while open', async () => {
    const user = userEvent.setup();
    const { router, navigations } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await settle();
    expect(panel()).not.toBeInTheDocument();
    expect(window.location.search).toBe('?colour=x');
    expect(router.state.location.search).toBe('?colour=x');
    expect(navigations).toEqual(['REPLACE /list?colour=x']);

    back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
  });

  it('Back after a filter chosen while open closes it and keeps the filter', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    back();
    await waitFor(() => expect(panel()).not.toBeInTheDocument());
    await settle();
    expect(window.location.search).toBe('?colour=xx');
    expect(router.state.location.search).toBe('?colour=xx');
  });

  it('a panel that closes and navigates leaves the user on the new page', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
    await settle();
    expect(window.location.pathname).toBe('/other');
    expect(router.state.location.pathname).toBe('/other');
  });
});

function FilteredList() {
  const [params, setParams] = useSearchParams();
  const colour = params.get('colour') ?? '';
  const size = params.get('size') ?? '';
  const set = (name: string) => (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return (
    <FoldedFilters fold="always" activeCount={countActiveFilters([colour, size])} onClear={() => setParams({}, { replace: true })}>
      <FilterSelect label="Colour" allLabel="All colours" value={colour} onChange={set('colour')} options={[{ value: 'red', label: 'Red' }]} />
      <FilterSelect label="Size" allLabel="All sizes" value={size} onChange={set('size')} options={[{ value: 'big', label: 'Big' }]} />
    </FoldedFilters>
  );
}

describe('FoldedFilters', () => {
  it('counts the active filters on its button, holds them in a drawer, clears them, and Back closes it', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/list?size=big');
    const router = createBrowserRouter([{ path: '/list', element: <FilteredList /> }]);
    render(
      <ChakraProvider value={portalSystem()}>
        <RouterProvider router={router} />
      </ChakraProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.selectOptions(within(drawer).getByLabelText('Colour'), 'red');
    expect(router.state.location.search).toBe('?size=big&colour=red');
    expect(screen.getByRole('button', { name: 'Filters (2)', hidden: true })).toHaveTextContent('Filters (2)');

    await user.click(within(drawer).getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(within(drawer).getByRole('button', { name: 'Clear filters' })).toBeDisabled();

    back();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/list');
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('counts only the filters that differ from the list default', () => {
    expect(countActiveFilters(['', undefined, 'red'])).toBe(1);
    expect(countActiveFilters(['open', 'rfi'], ['open', undefined])).toBe(1);
    expect(countActiveFilters(['all', undefined], ['open', undefined])).toBe(1);
  });
});

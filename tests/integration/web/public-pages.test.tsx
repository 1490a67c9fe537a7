import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/app/paths';
import { AppProvider } from '@/app/provider';
import { portalSystem } from '@/app/theme';
import { PublicCallToAction } from '@/features/public-site/components/public-call-to-action';
import { PUBLIC_PAGE_ROUTES } from '@/app/routes/public-page-routes';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';

/** The public routes as the app router mounts them, in a memory router. */
function renderPublic(url: string) {
  const routes: RouteObject[] = [
    {
      element: <Outlet />,
      hydrateFallbackElement: <p>Loading…</p>,
      children: [
        ...PUBLIC_PAGE_ROUTES.map(({ path, load }) => ({ path, lazy: load })),
        { path: '/', element: <h1>Landing page</h1> },
        { path: '*', element: <h1>Elsewhere</h1> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user: userEvent.setup() };
}

const titleOf = (path: string) => Object.values(paths).find((entry) => entry.path === path)!.title;
const metaDescription = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('public pages', () => {
  it.each(PUBLIC_PAGE_ROUTES.map((route) => [route.path]))('%s renders its heading, title and description', async (path) => {
    renderPublic(path);
    const title = titleOf(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(path === '/contact' ? 1 : 3);
    // "{title} | {provider}", or just the provider name when the two are the same.
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${title}( \\| |$)`)));
    expect(metaDescription()?.length).toBeGreaterThan(60);
  });

  it('ends a content page with Get Started Free and Sign In for a visitor', async () => {
    renderPublic('/services/inspections');
    await screen.findByRole('heading', { level: 1, name: 'Inspection Services' });
    const cta = screen.getByRole('region', { name: 'Get started' });
    expect(within(cta).getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/');
    expect(await within(cta).findByRole('link', { name: 'Sign in to your account' })).toHaveAttribute('href', '/?login=true');
  });

  it('shows the lead from the frontmatter and renders tables', async () => {
    renderPublic('/workflow');
    const article = await screen.findByRole('article', { name: 'How It Works' });
    expect(within(article).getByText(/from your request and the submittal review/)).toBeInTheDocument();
    const table = within(article).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Decision' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Revise and resubmit' })).toBeInTheDocument();
  });

  it('follows internal Markdown links through the router', async () => {
    const { user, router } = renderPublic('/quality-assurance');
    await screen.findByRole('heading', { level: 1, name: 'Paint Quality Assurance' });
    await user.click(screen.getByRole('link', { name: 'program details' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quality Assurance Program Details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quality-assurance/details');
    await waitFor(() => expect(document.title).toMatch(/^Quality Assurance Program Details \| /));
  });
});

describe('call to action for a signed-in user', () => {
  function renderCta(role: AuthContextValue['role']) {
    const auth = { isAuthenticated: true, loading: false, role } as AuthContextValue;
    render(
      <ChakraProvider value={portalSystem()}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter>
            <PublicCallToAction />
          </MemoryRouter>
        </AuthContext.Provider>
      </ChakraProvider>,
    );
    return screen.getByRole('region', { name: 'Get started' });
  }

  it('offers a client the inspection request form and the home page', () => {
    const cta = renderCta('Client');
    expect(within(cta).getByRole('link', { name: 'Request an inspection' })).toHaveAttribute(
      'href',
      '/inspections/request-inspector',
    );
    expect(within(cta).getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/home');
    expect(within(cta).queryByRole('link', { name: 'Get Started Free' })).not.toBeInTheDocument();
  });

  it('offers staff the home page only', () => {
    const cta = renderCta('Inspector');
    expect(within(cta).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/home']);
  });
});

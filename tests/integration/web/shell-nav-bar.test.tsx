import { ChakraProvider } from '@chakra-ui/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@supabase/supabase-js';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildNavModel } from '@/app/nav-model';
import { routes } from '@/app/router';
import type { NavBadgeData } from '@/components/layout/nav/badge-slots';
import { SiteHeader } from '@/components/layout/site-header';
import { portalSystem } from '@/app/theme';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { defineQueuedWrite, registerQueuedWrites } from '@/lib/offline/queued-write';
import { RecentProjectsProvider, useRecentProjects } from '@/lib/recent-projects/recent-projects-provider';
import { RecentProjectsForUser } from '@/app/provider';
import type { Role } from '@/shared/auth/roles';
import { viewportIsPhone } from '../../support/viewport';

type Who = Role | 'signed out';

function authValue(who: Who, signOut = vi.fn(async () => 'local' as const)): AuthContextValue {
  const signedIn = who !== 'signed out';
  const user = signedIn ? ({ id: 'u1', email: `${who.toLowerCase()}@paintqa.example`, user_metadata: {} } as unknown as User) : null;
  return {
    user,
    session: null,
    backendUser: null,
    role: signedIn ? who : null,
    syncError: null,
    notice: null,
    loading: false,
    isAuthenticated: signedIn,
    home: who === 'Admin' || who === 'Inspector' ? 'staff' : 'client',
    signIn: vi.fn(),
    signUp: vi.fn(),
    signOut,
    resetPassword: vi.fn(),
    updatePassword: vi.fn(),
    apiRequest: vi.fn(),
  } as AuthContextValue;
}

/** A stand-in for a project page: it makes a project current, as opening a project will. */
function PickProject() {
  const { addRecentProject } = useRecentProjects();
  return (
    <button type="button" onClick={() => addRecentProject({ project_code: 'BC-26-0142', project_name: 'Harbour Tower', project_id: 7 })}>
      Pick project
    </button>
  );
}

/** The real routes and root layout, with a stubbed auth state for `who`. */
function renderShell(who: Who, url = '/about', signOut?: AuthContextValue['signOut']) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const tree = (auth: AuthContextValue) => (
    <ChakraProvider value={portalSystem()}>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>
          <RecentProjectsForUser>
            <PickProject />
            <RouterProvider router={router} />
          </RecentProjectsForUser>
        </AuthContext.Provider>
      </QueryClientProvider>
    </ChakraProvider>
  );
  const queryClient = new QueryClient();
  const auth = authValue(who, signOut as never);
  const view = render(tree(auth));
  /** Sign someone else in (or out) without leaving the page. */
  const become = (next: Who, id: string) => {
    const value = authValue(next);
    view.rerender(tree({ ...value, user: value.user ? ({ ...value.user, id } as User) : null }));
  };
  return { ...view, router, auth, become, queryClient };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

async function menuItems(user: ReturnType<typeof userEvent.setup>, menu: string): Promise<string[]> {
  await user.click(within(mainNav()).getByRole('button', { name: menu }));
  const list = await screen.findByRole('menu');
  const names = within(list)
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim() ?? '');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  return names;
}

const STAFF_REPORTS = ['Report Generation', 'Analytics', 'Deficiency Tracking', 'Scheduled Queries'];
const STAFF_FORMS = [
  'Request Inspection',
  'Requests for Inspector',
  'Specification Requests',
  'Consultation Requests',
  'Approved Product List',
  'Submittals',
];

describe('navigation bar by role', () => {
  it('Client: Request Forms, Membership, About Us, Contact, mailbox, profile menu', async () => {
    const user = userEvent.setup();
    renderShell('Client');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();

    expect(await menuItems(user, 'Request Forms')).toEqual([
      'My Requests',
      'My Projects',
      'Request Inspection',
      'Request Specification',
      'Request Consultation',
      'Product List',
      'Submittals',
    ]);
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Membership' })).toHaveAttribute('href', '/services/membership');
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    for (const staffMenu of ['Dashboard', 'Reports & Tracking', 'Forms & Requests']) {
      expect(within(nav).queryByRole('button', { name: staffMenu })).not.toBeInTheDocument();
    }

    expect(screen.getByRole('link', { name: 'Mailbox' })).toHaveAttribute('href', '/mailbox');
    expect(screen.queryByRole('link', { name: /Deficiency alerts/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pending invoices/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Documentation' })).toHaveAttribute('href', '/docs');
    expect(within(menu).getByRole('menuitem', { name: 'User Settings' })).toHaveAttribute('href', '/settings');
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(menu).getByText('client@paintqa.example')).toBeInTheDocument();
  });

  it('Inspector: staff menus without the Admin-only entries, deficiency alerts, no mailbox', async () => {
    const user = userEvent.setup();
    renderShell('Inspector');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });

    expect(await menuItems(user, 'Dashboard')).toEqual(['Projects', 'Invoicing', 'Team', 'Companies']);
    expect(await menuItems(user, 'Reports & Tracking')).toEqual(STAFF_REPORTS);
    expect(await menuItems(user, 'Forms & Requests')).toEqual(STAFF_FORMS);
    expect(within(mainNav()).queryByRole('button', { name: 'Request Forms' })).not.toBeInTheDocument();
    expect(within(mainNav()).queryByRole('link', { name: 'Membership' })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Deficiency alerts' })).toHaveAttribute('href', '/deficiency-tracking');
    expect(screen.queryByRole('link', { name: /Mailbox/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pending invoices/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('Admin: every Dashboard entry, admin mailbox, deficiency alerts and both dropdowns', async () => {
    const user = userEvent.setup();
    renderShell('Admin');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });

    expect(await menuItems(user, 'Dashboard')).toEqual([
      'Request Management',
      'Projects',
      'Invoicing',
      'Team',
      'Accounts Management',
      'Companies',
    ]);
    expect(await menuItems(user, 'Reports & Tracking')).toEqual(STAFF_REPORTS);
    expect(await menuItems(user, 'Forms & Requests')).toEqual(STAFF_FORMS);

    expect(screen.getByRole('link', { name: 'Mailbox' })).toHaveAttribute('href', '/admin/mailbox');
    expect(screen.getByRole('link', { name: 'Deficiency alerts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pending invoices' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('signed out: About Us, Contact and Sign In only', async () => {
    renderShell('signed out');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    const nav = mainNav();
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['About Us', 'Contact']);
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/?login=true');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Mailbox/ })).not.toBeInTheDocument();
  });

  it('a menu link navigates, and the current page is marked', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('Admin', '/home');
    await screen.findByRole('heading', { level: 1, name: 'Staff Dashboard' });
    await user.click(within(mainNav()).getByRole('button', { name: 'Dashboard' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Companies' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    await user.click(within(mainNav()).getByRole('button', { name: 'Dashboard' }));
    expect(await screen.findByRole('menuitem', { name: 'Companies' })).toHaveAttribute('aria-current', 'page');
    // Close it: a menu unmounted while open would stay on Zag's (module-wide) layer stack.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('Sign Out (profile menu) signs out and returns to the landing page', async () => {
    const user = userEvent.setup();
    const signOut = vi.fn(async () => 'local' as const);
    const { router } = renderShell('Client', '/settings', signOut);
    await screen.findByRole('heading', { level: 1, name: 'User Settings' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('sign-out with writes waiting to sync', () => {
  it('asks first, and stays signed in when the user says no', async () => {
    const user = userEvent.setup();
    const signOut = vi.fn(async () => 'local' as const);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { queryClient } = renderShell('Client', '/settings', signOut);
    await screen.findByRole('heading', { level: 1, name: 'User Settings' });
    // A queued write that is waiting (offline): it needs the session to be sent.
    onlineManager.setOnline(false);
    registerQueuedWrites(queryClient, [defineQueuedWrite({ key: ['test', 'write'], describe: () => 'A note', send: async () => ({}) })]);
    void queryClient.getMutationCache().build(queryClient, { mutationKey: ['test', 'write'] }).execute({ idempotencyKey: 'key-12345678' });
    try {
      await user.click(screen.getByRole('button', { name: 'Account menu' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
      expect(confirm).toHaveBeenCalledWith('1 change is still waiting to sync and will be lost if you sign out now. Sign out anyway?');
      expect(signOut).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Account menu' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
      await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    } finally {
      onlineManager.setOnline(true);
      confirm.mockRestore();
    }
  });
});

describe('profile menu from the keyboard', () => {
  it('Enter on the highlighted Sign Out signs out once', async () => {
    const user = userEvent.setup();
    const signOut = vi.fn(async () => 'local' as const);
    const { router } = renderShell('Admin', '/settings', signOut);
    await screen.findByRole('heading', { level: 1, name: 'User Settings' });
    screen.getByRole('button', { name: 'Account menu' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});

describe('theme toggle', () => {
  it('switches to dark and back, on <html> and in browser storage', async () => {
    const user = userEvent.setup();
    renderShell('signed out');
    await user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
    expect(window.localStorage.getItem('theme')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).toHaveClass('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('follows a theme another tab stored before the bar listened', async () => {
    // index.html's inline script read 'light'; another tab then stored 'dark', unheard.
    document.documentElement.classList.add('light');
    window.localStorage.setItem('theme', 'dark');
    renderShell('signed out');
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(document.documentElement).not.toHaveClass('light');
  });

  it('follows a change made in another tab', async () => {
    renderShell('signed out');
    await screen.findByRole('button', { name: 'Switch to dark theme' });
    // As the other tab does: it stores the theme, and this tab hears of it (whether or not the
    // bar listens yet: the theme toggle's subscription comes after its first render).
    act(() => {
      window.localStorage.setItem('theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});

describe('badge dropdowns', () => {
  it('the pending-invoices panel shows its empty state and closes on Escape and on an outside click', async () => {
    const user = userEvent.setup();
    renderShell('Admin');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    const trigger = screen.getByRole('button', { name: 'Pending invoices' });

    await user.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Pending invoices' });
    expect(within(panel).getByText('Nothing pending')).toBeInTheDocument();
    expect(within(panel).getByRole('region', { name: 'Pending invoices list' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View all pending invoices' })).toHaveAttribute('href', '/invoicing/pending');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pending invoices' })).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Pending invoices' });
    await user.click(screen.getByRole('heading', { level: 1, name: 'About Us' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pending invoices' })).not.toBeInTheDocument());
  });

  it('the notifications panel says "No notifications yet"', async () => {
    const user = userEvent.setup();
    renderShell('Admin');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('No notifications yet')).toBeInTheDocument();
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
  });
});

describe('mobile menu', () => {
  beforeEach(() => viewportIsPhone(true));
  afterEach(() => vi.restoreAllMocks());

  it('opens from "Open menu", holds the same links grouped, and closes on navigation', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('Inspector', '/home');
    await screen.findByRole('heading', { level: 1, name: 'Staff Dashboard' });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Mobile' });
    const dashboard = within(nav).getByRole('region', { name: 'Dashboard' });
    expect(within(dashboard).getAllByRole('link').map((link) => link.textContent)).toEqual(['Projects', 'Invoicing', 'Team', 'Companies']);
    expect(within(nav).getByRole('region', { name: 'Reports & Tracking' })).toBeInTheDocument();
    expect(within(nav).getByRole('region', { name: 'Forms & Requests' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Deficiency alerts' })).toHaveAttribute('href', '/deficiency-tracking');
    expect(within(nav).getByRole('link', { name: 'About Us' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'User Settings' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();

    await user.click(within(dashboard).getByRole('link', { name: 'Team' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/team'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
  });

  it('closes with Escape and offers Sign In when signed out', async () => {
    const user = userEvent.setup();
    renderShell('signed out');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/?login=true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});

describe('current project', () => {
  it('shows the current project, links to it, and can be unset', async () => {
    const user = userEvent.setup();
    renderShell('Admin', '/home');
    await screen.findByRole('heading', { level: 1, name: 'Staff Dashboard' });
    expect(screen.queryByRole('link', { name: /Current project/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pick project' }));
    expect(screen.getByRole('link', { name: 'Current project: BC-26-0142 — Harbour Tower' })).toHaveAttribute(
      'href',
      '/projects/BC-26-0142',
    );
    await user.click(screen.getByRole('button', { name: 'Unset current project' }));
    expect(screen.queryByRole('link', { name: /Current project/ })).not.toBeInTheDocument();
  });

  it('is unset when the user signs out or another user signs in', async () => {
    const user = userEvent.setup();
    const { become } = renderShell('Admin', '/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await user.click(screen.getByRole('button', { name: 'Pick project' }));
    expect(screen.getByRole('link', { name: /Current project/ })).toBeInTheDocument();

    become('Inspector', 'someone-else');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Current project/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Pick project' }));
    expect(screen.getByRole('link', { name: /Current project/ })).toBeInTheDocument();
    become('signed out', 'nobody');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Current project/ })).not.toBeInTheDocument());
  });

  it('a Client is taken to the request', async () => {
    const user = userEvent.setup();
    renderShell('Client', '/home');
    await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Pick project' }));
    expect(screen.getByRole('link', { name: /Current project: BC-26-0142/ })).toHaveAttribute('href', '/my-requests/7');
  });
});

describe('badge slots with data (as the polling hooks will give it)', () => {
  const data: NavBadgeData = {
    unreadMessages: 3,
    deficiencyCount: 120,
    pendingInvoices: [
      {
        invoice_id: 1,
        project_code: 'BC-26-0142',
        project_name: 'Harbour Tower',
        company_name: 'Harbourview Strata Council',
        stage_description: 'Stage 2: primer',
        to_be_invoiced_date: '2026-03-14',
        total_amount: 1234.5,
        invoice_number: 'INV-77',
      },
      { invoice_id: 2, project_code: 'BC-26-0150', to_be_invoiced_date: null, total_amount: null },
    ],
    notifications: {
      items: [
        { id: 'n1', title: 'New request from Harbourview', href: '/request-management', unread: true },
        { id: 'n0', title: 'Invoice INV-70 due', href: '/invoicing', unread: false },
      ],
      unreadCount: 1,
      markRead: () => {},
    },
  };

  function renderHeader(badgeData: NavBadgeData) {
    const router = createMemoryRouter([{ path: '*', element: <SiteHeader siteName="PaintQA" model={buildNavModel('Admin', true)} badgeData={badgeData} /> }], {
      initialEntries: ['/home'],
    });
    render(
      <ChakraProvider value={portalSystem()}>
        <QueryClientProvider client={new QueryClient()}>
          <AuthContext.Provider value={authValue('Admin')}>
            <RecentProjectsProvider>
              <RouterProvider router={router} />
            </RecentProjectsProvider>
          </AuthContext.Provider>
        </QueryClientProvider>
      </ChakraProvider>,
    );
    return router;
  }

  it('names carry the counts; big counts show as 99+', async () => {
    const user = userEvent.setup();
    const router = renderHeader(data);
    expect(screen.getByRole('link', { name: 'Mailbox, 3 unread' })).toHaveAttribute('href', '/admin/mailbox');
    // The name holds the badge's text ("99+"), so it contains what is seen (WCAG 2.5.3).
    const alerts = screen.getByRole('link', { name: 'Deficiency alerts, 99+ need action' });
    expect(alerts).toHaveTextContent('99+');
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pending invoices, 2 pending' }));
    const panel = await screen.findByRole('dialog', { name: 'Pending invoices' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Harbourview Strata Council · Stage 2: primer · Invoice INV-77');
    expect(items[0]).toHaveTextContent('Due Mar 14, 2026 · $1,234.50');
    expect(items[1]).toHaveTextContent('N/A · $0.00');
    await user.click(within(items[0]!).getByRole('link', { name: 'BC-26-0142 — Harbour Tower' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoicing/project/BC-26-0142'));
    // Following a link closes the panel.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pending invoices' })).not.toBeInTheDocument());
  });

  it('the notifications panel lists recent notifications and marks the unread ones read on open', async () => {
    const user = userEvent.setup();
    const markRead = vi.fn();
    renderHeader({ ...data, notifications: { ...data.notifications!, markRead } });
    expect(markRead).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(markRead).toHaveBeenCalledExactlyOnceWith(['n1']);
    const [fresh, old] = within(panel).getAllByRole('listitem');
    expect(within(fresh!).getByRole('link', { name: 'New request from Harbourview' })).toHaveAttribute('href', '/request-management');
    expect(fresh).toHaveTextContent('New');
    expect(within(old!).getByRole('link', { name: 'Invoice INV-70 due' })).toBeInTheDocument();
    expect(old).not.toHaveTextContent('New');
  });

  it('the mobile menu lists the badge slots with their counts in words', async () => {
    viewportIsPhone(true);
    onTestFinished(() => void vi.restoreAllMocks());
    const user = userEvent.setup();
    renderHeader(data);
    // The menu button carries the sum of the counts folded into it below md.
    await user.click(screen.getByRole('button', { name: 'Open menu, 99+ to look at' }));
    const shortcuts = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('region', { name: 'Shortcuts' });
    expect(within(shortcuts).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Mailbox, 3 unread',
      'Deficiency alerts, 120 need action',
      'Pending invoices, 2 pending',
    ]);
    // The notifications and the theme toggle fold into the menu too (the bar has no room below md).
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('region', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: /^Switch to (dark|light) theme$/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});

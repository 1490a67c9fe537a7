import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildNavModel } from '@/app/nav-model';
import { portalSystem } from '@/app/theme';
import { loadedHeaderParts, useHeaderParts } from '@/components/layout/nav/load-header-parts';
import { ON_DEMAND_HEADER_PARTS } from '@/components/layout/nav/on-demand-parts';
import { SiteHeaderBase } from '@/components/layout/site-header-base';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { RecentProjectsProvider } from '@/lib/recent-projects/recent-projects-provider';

/**
 * The bar's menus load on first use (src/components/layout/nav/on-demand-parts.tsx): the same
 * buttons stand in until then, and the key that asked for a menu opens it once loaded. This file
 * runs alone, so its first test meets the stand-ins (the parts are not loaded yet).
 */
const staff = {
  user: { id: 'u1', email: 'admin@paintqa.example', user_metadata: {} },
  role: 'Admin',
  loading: false,
  isAuthenticated: true,
  home: 'staff',
} as unknown as AuthContextValue;

function Bar() {
  const parts = useHeaderParts() ?? ON_DEMAND_HEADER_PARTS;
  return <SiteHeaderBase siteName="Paint QA" model={buildNavModel('Admin', true)} parts={parts} />;
}

describe('navigation bar menus on demand', () => {
  it('a menu asked for from the keyboard opens with its first item highlighted once loaded', async () => {
    expect(loadedHeaderParts()).toBeNull();
    const user = userEvent.setup();
    render(
      <ChakraProvider value={portalSystem()}>
        <QueryClientProvider client={new QueryClient()}>
          <AuthContext.Provider value={staff}>
            <RecentProjectsProvider userId="u1">
              <MemoryRouter>
                <Bar />
              </MemoryRouter>
            </RecentProjectsProvider>
          </AuthContext.Provider>
        </QueryClientProvider>
      </ChakraProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', {}, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Documentation' })).toHaveAttribute('data-highlighted'));
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    expect(loadedHeaderParts()).not.toBeNull();

    // Escape closes it and the focus goes back to the (now real) button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
  }, 30_000);
});

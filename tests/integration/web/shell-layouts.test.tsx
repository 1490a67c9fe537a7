import { Button, ChakraProvider, Input } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { User } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { portalSystem } from '@/app/theme';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { CardSkeleton, TableSkeleton } from '@/components/feedback/skeletons';
import { FieldGrid, FormLayout, FormSection } from '@/components/form/form-layout';
import { PageHeader } from '@/components/layout/page-header';
import { FormField } from '@/components/ui/form-field';
import { routes } from '@/app/router';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { RecentProjectsProvider } from '@/lib/recent-projects/recent-projects-provider';

/** A signed-in Inspector, without a server. */
const inspector = {
  user: { id: 'u1', email: 'inspector@paintqa.example', user_metadata: {} } as unknown as User,
  session: null,
  backendUser: null,
  role: 'Inspector',
  syncError: null,
  notice: null,
  loading: false,
  isAuthenticated: true,
  home: 'staff',
  signIn: vi.fn(),
  signUp: vi.fn(),
  signOut: vi.fn(),
  resetPassword: vi.fn(),
  updatePassword: vi.fn(),
  apiRequest: vi.fn(),
} as AuthContextValue;

function renderUi(ui: ReactNode) {
  return render(
    <ChakraProvider value={portalSystem()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ChakraProvider>,
  );
}

describe('PageHeader', () => {
  it('has one h1, a breadcrumb trail with the current page marked, a description and actions', () => {
    renderUi(
      <PageHeader
        title="Project BC-26-0142"
        description="Harbour Tower"
        breadcrumbs={[{ label: 'Home', href: '/home' }, { label: 'Projects', href: '/projects' }, { label: 'Project BC-26-0142' }]}
        actions={<Button>Edit</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Project BC-26-0142' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(trail).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
    expect(within(trail).queryByRole('link', { name: 'Project BC-26-0142' })).not.toBeInTheDocument();
    expect(within(trail).getByText('Project BC-26-0142')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Harbour Tower')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});

describe('states', () => {
  it('EmptyState shows its title, description and action', () => {
    renderUi(<EmptyState title="No projects yet" description="Create the first one." action={<Button>New Project</Button>} />);
    expect(screen.getByText('No projects yet')).toBeInTheDocument();
    expect(screen.getByText('Create the first one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Project' })).toBeInTheDocument();
  });

  it('ErrorState announces the message and "Try again" calls the retry', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    renderUi(<ErrorState message="The projects could not be loaded." onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The projects could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('ErrorState without a retry has no button', () => {
    renderUi(<ErrorState message="Gone." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('skeletons are announced as loading', () => {
    renderUi(
      <>
        <TableSkeleton label="Loading projects" />
        <CardSkeleton count={3} label="Loading summary" />
      </>,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((status) => status.textContent)).toEqual(['Loading projects', 'Loading summary']);
    expect(statuses[0]).toHaveAttribute('aria-busy', 'true');
  });
});

describe('FormLayout', () => {
  it('sections with headings, fields, the server error under the form and the actions', async () => {
    const user = userEvent.setup();
    const submit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderUi(
      <FormLayout
        label="New Company"
        onSubmit={submit}
        serverError="A company with that name already exists."
        actions={<Button type="submit">Save Company</Button>}
      >
        <FormSection title="Company" description="How the company appears on projects.">
          <FieldGrid>
            <FormField label="Company name">
              <Input name="name" />
            </FormField>
            <FormField label="Phone" error="Enter a phone number">
              <Input name="phone" />
            </FormField>
          </FieldGrid>
        </FormSection>
        <FormSection title="Address">
          <FormField label="Street">
            <Input name="street" />
          </FormField>
        </FormSection>
      </FormLayout>,
    );
    const form = screen.getByRole('form', { name: 'New Company' });
    expect(within(form).getByRole('region', { name: 'Company' })).toContainElement(screen.getByLabelText('Company name'));
    expect(within(form).getByRole('heading', { level: 2, name: 'Address' })).toBeInTheDocument();
    expect(screen.getByText('Enter a phone number')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('A company with that name already exists.');
    await user.click(screen.getByRole('button', { name: 'Save Company' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

describe('placeholder screens', () => {
  it('show the page header with breadcrumbs through the real routes', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/analytics/travel-fees'] });
    render(
      <ChakraProvider value={portalSystem()}>
        <QueryClientProvider client={new QueryClient()}>
          <AuthContext.Provider value={inspector}>
            <RecentProjectsProvider>
              <RouterProvider router={router} />
            </RecentProjectsProvider>
          </AuthContext.Provider>
        </QueryClientProvider>
      </ChakraProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Travel Fees' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['Analytics', '/analytics'],
    ]);
    expect(within(trail).getByText('Travel Fees')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Travel fees by region, month and inspector.')).toBeInTheDocument();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { describe, expect, it } from 'vitest';
import { paths } from '@/app/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { MESSAGES } from '@/shared/messages';
import { renderApp } from '../../support/web-render';

describe('routes and guards for a visitor', () => {
  it('an unauthenticated visit to /projects lands on the landing page', async () => {
    const { router } = renderApp('/projects');
    expect(await screen.findByRole('button', { name: 'Get Started Free' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Projects' })).not.toBeInTheDocument();
  });

  it.each([
    ['/home'],
    ['/request-management'],
    ['/mailbox'],
    [paths.project.getHref('BC-26-0142')],
  ])('%s needs a signed-in user and redirects to /', async (url) => {
    const { router } = renderApp(url);
    expect(await screen.findByRole('button', { name: 'Get Started Free' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('public pages show their heading and set the document title', async () => {
    renderApp('/services/inspections');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inspection Services' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Inspection Services \| /));
  });

  it('an unknown path shows the not-found page with a link home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('the header offers About Us, Contact and Sign In (to the login modal)', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/?login=true');
  });

  it('useAuth outside an AuthProvider fails with its own message', () => {
    function Probe() {
      useAuth();
      return null;
    }
    const original = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Probe />)).toThrow(MESSAGES.useAuthOutsideProvider);
    } finally {
      console.error = original;
    }
  });

  it("the auth context's API wrapper fails with 'No active session for API request' when signed out", async () => {
    function Probe() {
      const { apiRequest, loading } = useAuth();
      const [message, setMessage] = useState('');
      useEffect(() => {
        if (!loading) apiRequest('/api/projects').catch((error: Error) => setMessage(error.message));
      }, [apiRequest, loading]);
      return <p>{message}</p>;
    }
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText(MESSAGES.noActiveSession)).toBeInTheDocument();
  });
});

import { onlineManager } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { listWaitingChanges } from '@/lib/offline/waiting-changes';
import { queryClient } from '@/lib/query/query-client';
import { DEFAULT_RUNTIME_CONFIG } from '@/lib/runtime-config';
import { CONTACT_MESSAGES } from '@/shared/schemas/contact';
import { PUBLIC_PAGE_ROUTES } from '@/app/routes/public-page-routes';

const contact = PUBLIC_PAGE_ROUTES.find((route) => route.path === '/contact')!;

function renderContact() {
  const router = createMemoryRouter([{ path: '/contact', lazy: contact.load, hydrateFallbackElement: <p>Loading…</p> }], {
    initialEntries: ['/contact'],
  });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return userEvent.setup();
}

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const originalConfig = window.__PORTAL_CONFIG__;

beforeEach(() => {
  window.__PORTAL_CONFIG__ = {
    ...DEFAULT_RUNTIME_CONFIG,
    provider: {
      name: 'Coastal Paint QA',
      address: '1200 West Pender Street, Vancouver, BC V6E 2S9',
      phone: '16045550142',
      email: 'office@coastal-paint-qa.example',
      timeZone: 'America/Vancouver',
    },
  };
});

afterEach(() => {
  window.__PORTAL_CONFIG__ = originalConfig;
  vi.unstubAllGlobals();
});

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Dana Whitfield');
  await user.type(screen.getByLabelText('Email'), 'dana@example.com');
  await user.selectOptions(screen.getByLabelText('Topic'), 'inspection');
  await user.type(screen.getByLabelText('Message'), 'We need an inspector for a school repaint starting in May.');
}

describe('contact page', () => {
  it('shows the office details from the runtime configuration', async () => {
    renderContact();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Our office' });
    expect(within(details).getByText('Coastal Paint QA')).toBeInTheDocument();
    expect(within(details).getByText('1200 West Pender Street, Vancouver, BC V6E 2S9')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: '(604) 555-0142' })).toHaveAttribute('href', 'tel:16045550142');
    expect(within(details).getByRole('link', { name: 'office@coastal-paint-qa.example' })).toHaveAttribute(
      'href',
      'mailto:office@coastal-paint-qa.example',
    );
    await waitFor(() => expect(document.title).toBe('Contact | Coastal Paint QA'));
  });

  it('validates the form before sending anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = renderContact();
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    await user.type(screen.getByLabelText('Phone (optional)'), '12');
    await user.type(screen.getByLabelText('Message'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(CONTACT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.topicRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.messageTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message to POST /api/contact and confirms it', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(201, { id: 'msg-1' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderContact();
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thank you. Your message has been sent, and we will reply to dana@example.com.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/contact$/);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      topic: 'inspection',
      message: 'We need an inspector for a school repaint starting in May.',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("shows the server's error text when sending fails", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(429, { error: 'Too many messages. Try again in a minute.' })));
    const user = renderContact();
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Try again in a minute.');
    expect(screen.getByLabelText('Name')).toHaveValue('Dana Whitfield');
  });

  it('keeps a message written offline and refused once back online in the list of waiting changes', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(429, { error: 'Too many messages. Try again in a minute.' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderContact();
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    act(() => onlineManager.setOnline(false));
    try {
      await fillValidForm(user);
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      expect(await screen.findByText(/^You are offline\. Your message is saved on this device/)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
      expect(fetchMock).not.toHaveBeenCalled();

      act(() => onlineManager.setOnline(true));
      // The form was emptied: the queued write is the only copy of the message, so it stays listed.
      expect(await screen.findByRole('alert')).toHaveTextContent(/Too many messages\. Try again in a minute\..*changes waiting to sync/);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(listWaitingChanges(queryClient)).toEqual([
        expect.objectContaining({ state: 'refused', status: 429, variables: expect.objectContaining({ name: 'Dana Whitfield', message: 'We need an inspector for a school repaint starting in May.' }) }),
      ]);
      expect(screen.queryByText(/^You are offline/)).not.toBeInTheDocument();
    } finally {
      act(() => onlineManager.setOnline(true));
      queryClient.getMutationCache().clear();
    }
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query/query-client';
import { renderApp } from '../../support/web-render';
import { signInNewUser, submitRequest } from '../../support/web-users';
import { webTestServerPerFile } from '../../support/web-server-per-file';

const server = webTestServerPerFile({}, { signOut: 'afterEach' });
// Each test is a new client: nothing of the one before stays in the shared cache.
afterEach(() => queryClient.clear());

const REQUEST_ACTIONS = [
  ['Request an Inspection', '/inspections/request-inspector'],
  ['Request a Specification', '/specifications'],
  ['Request a Consultation', '/consultations'],
] as const;

/** Whether `first` comes before `second` in the document. */
const comesBefore = (first: Element, second: Element) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

async function openHome() {
  renderApp('/home');
  expect(await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' }, { timeout: 15_000 })).toBeInTheDocument();
  return screen.getByRole('region', { name: 'Start a request' });
}

describe('the client home, phone first', () => {
  it('a new client: the three request forms come first, and each empty list is one line', async () => {
    await signInNewUser(server, 'client');
    const actions = await openHome();
    const sections = within(screen.getByRole('main')).getAllByRole('region');
    expect(sections[0]).toBe(actions);
    for (const [label, href] of REQUEST_ACTIONS) {
      const link = within(actions).getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', href);
      // The card's line of explanation is the link's description, not part of its name.
      expect(link).toHaveAccessibleDescription(/\S/);
    }

    const open = screen.getByRole('region', { name: 'My open requests' });
    expect(await within(open).findByText(/^No open requests\./, {}, { timeout: 10_000 })).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: 'Upcoming inspections' });
    expect(await within(upcoming).findByText(/^No inspections coming up\./, {}, { timeout: 10_000 })).toBeInTheDocument();
    const reports = screen.getByRole('region', { name: 'Latest reports' });
    expect(await within(reports).findByText(/^No reports yet\./, {}, { timeout: 10_000 })).toBeInTheDocument();
    // One line each: no empty-state illustration block in any of them.
    for (const region of [open, upcoming, reports]) expect(region.querySelector('.chakra-empty-state__root, [class*="empty-state"]')).toBeNull();

    for (const region of [open, upcoming, reports]) expect(comesBefore(actions, region)).toBe(true);
    // The other links last.
    expect(comesBefore(reports, screen.getByRole('navigation', { name: 'Quick links' }))).toBe(true);
  }, 60_000);

  it('a client with an open request: the request forms, then the counts, then the open request with its status', async () => {
    await signInNewUser(server, 'client');
    const request = await submitRequest();
    const actions = await openHome();
    const glance = screen.getByRole('region', { name: 'At a glance' });
    expect(await within(glance).findByRole('link', { name: 'Open requests: 1' }, { timeout: 10_000 })).toHaveAttribute('href', '/my-requests');
    const open = screen.getByRole('region', { name: 'My open requests' });
    await waitFor(() => expect(within(open).getByRole('link', { name: request.request_no })).toHaveAttribute('href', `/my-requests/${request.id}`), { timeout: 10_000 });
    expect(within(open).getByText('Submitted')).toBeInTheDocument();
    expect(comesBefore(actions, glance)).toBe(true);
    expect(comesBefore(glance, open)).toBe(true);
    expect(comesBefore(open, screen.getByRole('region', { name: 'Upcoming inspections' }))).toBe(true);
  }, 60_000);
});

import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { portalSystem } from '@/app/theme';
import { WorkCounts, type WorkCount } from '@/features/home/components/work-counts';

const COUNTS: WorkCount[] = [
  { label: 'Needs reminder', count: 3, href: '/a', description: 'Waiting for a reminder.', needsAction: true },
  { label: 'Needs warning', count: 0, href: '/b', description: 'A warning letter is due.', needsAction: true },
  { label: 'Pending invoices', count: 117, href: '/c', description: 'Billing stages coming up.', needsAction: false },
  { label: 'Unread messages', count: undefined, href: '/d', description: 'Messages from clients.', needsAction: true },
];

function renderCounts() {
  const router = createMemoryRouter([{ path: '/', element: <WorkCounts title="Today's work" headingId="work" counts={COUNTS} /> }]);
  render(
    <ChakraProvider value={portalSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  const list = within(screen.getByRole('region', { name: "Today's work" })).getByRole('list');
  return within(list).getAllByRole('listitem');
}

describe('staff home work counts', () => {
  it('makes only a non-zero count of work waiting on staff stand out', () => {
    const [reminder, warning, invoices, unread] = renderCounts();
    expect(within(reminder!).getByText('Action needed')).toBeInTheDocument();
    expect(within(reminder!).getByRole('link', { name: 'Needs reminder: 3, action needed' })).toHaveAttribute('href', '/a');
    expect(getComputedStyle(reminder!).borderInlineStartWidth).toBe('4px');

    // Zero, informational and still loading: calm, with the plain border of every tile.
    for (const [tile, name] of [
      [warning!, 'Needs warning: 0'],
      [invoices!, 'Pending invoices: 117'],
      [unread!, 'Unread messages: loading'],
    ] as const) {
      expect(within(tile).queryByText('Action needed'), name).not.toBeInTheDocument();
      expect(within(tile).getByRole('link', { name })).toBeInTheDocument();
      expect(getComputedStyle(tile).borderInlineStartWidth, name).not.toBe('4px');
    }
  });
});

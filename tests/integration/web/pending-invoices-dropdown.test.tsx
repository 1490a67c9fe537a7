import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { portalSystem } from '@/app/theme';
import { PendingInvoicesDropdown } from '@/components/layout/nav/badge-dropdowns';
import type { PendingInvoiceSummary } from '@/components/layout/nav/badge-slots';

const ITEMS: PendingInvoiceSummary[] = [
  {
    invoice_id: 'a1',
    project_code: 'BC-26-0142',
    project_id: 'p1',
    stage_description: 'Progress billing',
    project_name: 'Harbour Tower',
    company_name: 'Harbourview Strata Council',
    to_be_invoiced_date: '2026-03-14',
    total_amount: 12345.5,
    invoice_number: null,
  },
  { invoice_id: 'a2', project_code: 'AB-26-0007', project_id: 'p2', stage_description: 'Final balance', project_name: 'Prairie Clinic', company_name: null, to_be_invoiced_date: null, total_amount: 900 },
];

function renderDropdown(onMarkInvoiced = vi.fn(async () => true)) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <PendingInvoicesDropdown items={ITEMS} viewAllHref="/invoicing/pending" projectHref={(code) => `/invoicing/project/${code}`} onMarkInvoiced={onMarkInvoiced} />
        ),
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <ChakraProvider value={portalSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { onMarkInvoiced, router };
}

describe('the pending-invoices dropdown (Admin)', () => {
  it('lists each item with project, stage, company, "Due …" or N/A and the amount, linking to its project’s invoicing page', async () => {
    const user = userEvent.setup();
    renderDropdown();
    await user.click(screen.getByRole('button', { name: 'Pending invoices, 2 pending' }));
    const list = await screen.findByRole('region', { name: 'Pending invoices list' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'BC-26-0142 — Harbour Tower' })).toHaveAttribute('href', '/invoicing/project/BC-26-0142');
    expect(within(first!).getByText('Harbourview Strata Council · Progress billing')).toBeInTheDocument();
    expect(within(first!).getByText('Due Mar 14, 2026 · $12,345.50')).toBeInTheDocument();
    expect(within(second!).getByText('N/A · $900.00')).toBeInTheDocument();
  });

  it('marks an item invoiced from the panel', async () => {
    const user = userEvent.setup();
    const { onMarkInvoiced } = renderDropdown();
    await user.click(screen.getByRole('button', { name: 'Pending invoices, 2 pending' }));
    await user.click(await screen.findByRole('button', { name: 'Mark invoiced: Final balance of AB-26-0007' }));
    await waitFor(() => expect(onMarkInvoiced).toHaveBeenCalledWith(ITEMS[1]));
  });
});

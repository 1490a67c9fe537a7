import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase-client';
import { formatCurrency } from '@/shared/format/currency';
import { formatDueDate } from '@/shared/format/date';
import { INVOICE_NUMBER_PATTERN } from '@/shared/invoice-rules';
import type { PendingInvoicesResponse } from '@/shared/schemas/invoices';
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts';
import { renderApp } from '../../support/web-render';
import { webTestServerPerFile } from '../../support/web-server-per-file';

webTestServerPerFile({ TEST_SEED: 'demo' });

const eventually = (check: () => unknown) => waitFor(check, { timeout: 15_000 });

/** Each test signs the page in as the demo Admin (rendering and unmounting the app may end the page's session). */
beforeEach(async () => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === 'Admin')!;
  const { data, error } = await getSupabase().auth.signInWithPassword({ email: account.email, password: account.password });
  if (error || !data.session) throw error ?? new Error('no session');
  await apiClient.post('/api/auth/sync', { user: { ...data.session.user, access_token: data.session.access_token } });
}, 60_000);

describe('/invoicing/pending (Admin)', () => {
  it('lists the stages due to be invoiced, newest need first, and marks one invoiced', async () => {
    const { data: pending } = await apiClient.get<PendingInvoicesResponse>('/api/invoices/pending');
    expect(pending.length).toBeGreaterThan(1);
    const first = pending[0]!;
    const user = userEvent.setup();
    const view = renderApp('/invoicing/pending');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pending Invoices' }, { timeout: 15_000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Pending invoices' }, { timeout: 15_000 });
    await eventually(() => expect(within(table).getAllByRole('link', { name: new RegExp(`^${first.project_code}`) }).length).toBeGreaterThan(0));
    const rows = within(table).getAllByRole('row').slice(1);
    const row = rows.find((candidate) => within(candidate).queryByText(formatDueDate(first.to_be_invoiced_date)) && candidate.textContent?.includes(first.project_code))!;
    expect(within(row).getByText(formatCurrency(first.total_amount))).toBeInTheDocument();
    expect(within(row).getByText('Scheduled')).toBeInTheDocument();

    const mark = within(row).getByRole('button', { name: `Mark invoiced: ${first.stage_description} of ${first.project_code}` });
    await user.click(mark);
    expect(await screen.findByText(/^Invoice INV-\d{4}-\d{6} issued$/, {}, { timeout: 15_000 })).toBeInTheDocument();
    await eventually(() => expect(screen.queryByRole('button', { name: `Mark invoiced: ${first.stage_description} of ${first.project_code}` })).toBeNull());
    view.unmount();
  }, 90_000);
});

describe('/invoicing/project/{projectCode} (Admin)', () => {
  it('shows the stages and invoices; records a payment; voids an invoice and the stage is ready again', async () => {
    const { data: pending } = await apiClient.get<PendingInvoicesResponse>('/api/invoices/pending');
    const target = pending[0]!;
    const user = userEvent.setup();
    const view = renderApp(`/invoicing/project/${target.project_code}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Invoicing: ${target.project_code}` }, { timeout: 15_000 })).toBeInTheDocument();
    const stages = await screen.findByRole('table', { name: 'Billing stages' }, { timeout: 15_000 });
    await user.click(within(stages).getByRole('button', { name: `Mark invoiced: ${target.stage_description} of ${target.project_code}` }));

    const invoices = await screen.findByRole('table', { name: 'Invoices' }, { timeout: 15_000 });
    await eventually(() => expect(within(invoices).getByText(INVOICE_NUMBER_PATTERN)).toBeInTheDocument());
    const number = within(invoices).getByText(INVOICE_NUMBER_PATTERN).textContent!;
    expect(within(invoices).getByRole('button', { name: `Download invoice ${number} (PDF)` })).toBeInTheDocument();
    const invoiceRow = within(invoices).getByText(number).closest('tr')!;
    expect(within(invoiceRow).getByText('Issued')).toBeInTheDocument();

    await user.click(within(invoices).getByRole('button', { name: `Void ${number}` }));
    await user.click(within(invoices).getByRole('button', { name: 'Void invoice' }));
    expect(await within(invoices).findByText('Give the reason for voiding the invoice')).toBeInTheDocument();
    await user.type(within(invoices).getByLabelText('Reason for voiding'), 'Billed to the wrong company');
    await user.click(within(invoices).getByRole('button', { name: 'Void invoice' }));
    await eventually(() => expect(within(invoices).getByText('Billed to the wrong company')).toBeInTheDocument());
    await eventually(() => expect(within(stages).getByText('Ready')).toBeInTheDocument());

    await user.click(within(stages).getByRole('button', { name: `Mark invoiced: ${target.stage_description} of ${target.project_code}` }));
    await eventually(() => expect(within(invoices).getAllByText(INVOICE_NUMBER_PATTERN)).toHaveLength(2));
    const [latest] = within(invoices).getAllByText(INVOICE_NUMBER_PATTERN).map((cell) => cell.textContent!).sort().reverse();
    await user.click(within(invoices).getByRole('button', { name: `Record payment of ${latest}` }));
    await user.type(within(invoices).getByLabelText('Payment reference'), 'Cheque 1042');
    await user.click(within(invoices).getByRole('button', { name: 'Save payment' }));
    await eventually(() => expect(within(stages).getByText('Paid')).toBeInTheDocument());
    view.unmount();
  }, 90_000);
});

describe('/invoicing (staff)', () => {
  it('keeps its filters in the address bar', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/invoicing?status=paid');
    const table = await screen.findByRole('table', { name: 'Billing stages' }, { timeout: 30_000 });
    expect(screen.getByLabelText('Status')).toHaveValue('paid');
    await eventually(() => expect(within(table).getAllByText('Paid').length).toBeGreaterThan(0));
    expect(within(table).queryAllByText('Scheduled')).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('Status'), 'Scheduled');
    await eventually(() => expect(router.state.location.search).toBe('?status=scheduled'));
    // A new filter loads a new list: read the table as it is now.
    await eventually(() => expect(within(screen.getByRole('table', { name: 'Billing stages' })).queryAllByText('Paid')).toHaveLength(0));
    expect(within(screen.getByRole('table', { name: 'Billing stages' })).getAllByText('Scheduled').length).toBeGreaterThan(0);
  }, 60_000);
});

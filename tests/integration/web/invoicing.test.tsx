import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toaster';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query/query-client';
import { getSupabase } from '@/lib/supabase-client';
import { centsToDollars, formatCurrency } from '@/shared/format/currency';
import { formatDueDate } from '@/shared/format/date';
import { providerToday } from '@/lib/provider-day';
import { INVOICE_NUMBER_PATTERN, isInvoiceable, stageStatusOn } from '@/shared/invoice-rules';
import { BILLING_STAGE_STATUS_LABELS } from '@/shared/schemas/invoices-values';
import type { BillingStagesListResponse, PendingInvoicesResponse, ProjectInvoicing } from '@/shared/schemas/invoices';
import type { Inspection, InspectionDetail } from '@/shared/schemas/inspections';
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts';
import { PENDING_INVOICES_ENDPOINT } from '@/lib/api/invoices/keys';
import { INVOICE_TRAVEL_NOW_LABEL } from '@/features/invoicing/components/project-invoicing';
import { chooseCompany } from '../../support/web-company-picker';
import { delayGets } from '../../support/web-fetch-delay';
import { renderApp } from '../../support/web-render';
import { webTestServerPerFile } from '../../support/web-server-per-file';

webTestServerPerFile({ TEST_SEED: 'demo' });

const eventually = (check: () => unknown) => waitFor(check, { timeout: 15_000 });

let adminId = '';

/** Each test signs the page in as the demo Admin (rendering and unmounting the app may end the page's session). */
beforeEach(async () => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === 'Admin')!;
  const { data, error } = await getSupabase().auth.signInWithPassword({ email: account.email, password: account.password });
  if (error || !data.session) throw error ?? new Error('no session');
  adminId = data.session.user.id;
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
    // Scheduled until its date comes, then Ready (the shown status: stageStatusOn).
    const shown = BILLING_STAGE_STATUS_LABELS[stageStatusOn({ status: 'scheduled', toBeInvoicedDate: first.to_be_invoiced_date }, providerToday())];
    expect(within(row).getByText(shown)).toBeInTheDocument();

    const mark = within(row).getByRole('button', { name: `Mark invoiced: ${first.stage_description} of ${first.project_code}` });
    await user.click(mark);
    expect(await screen.findByText(/^Invoice INV-\d{4}-\d{6} issued$/, {}, { timeout: 15_000 })).toBeInTheDocument();
    await eventually(() => expect(screen.queryByRole('button', { name: `Mark invoiced: ${first.stage_description} of ${first.project_code}` })).toBeNull());

    // Filtered by company: only that company's pending stages, the address keeping the filter.
    const second = pending.find((item) => item.invoice_id !== first.invoice_id && item.company_name)!;
    await chooseCompany(user, await screen.findByRole('combobox', { name: 'Company' }), second.company_name!);
    await eventually(() => expect(view.router.state.location.search).toMatch(/^\?company=[0-9a-f-]{36}$/));
    await eventually(() => {
      const rows = within(screen.getByRole('table', { name: 'Pending invoices' })).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.textContent).toContain(second.company_name!);
    });
    view.unmount();
  }, 90_000);
});

describe('the navigation bar\'s pending invoices (Admin)', () => {
  it('marks an item invoiced through the one mutation helper: its own idempotency key, the toast, the list refreshed', async () => {
    const realFetch = globalThis.fetch;
    const sent: { key: string | null; status: number }[] = [];
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      const response = await realFetch(input, init);
      if (request.method === 'POST' && /\/api\/billing-stages\/[^/]+\/invoice$/.test(new URL(request.url).pathname)) {
        sent.push({ key: request.headers.get('Idempotency-Key'), status: response.status });
      }
      return response;
    });
    // The pending list as the server has it now (an earlier test invoiced a stage).
    queryClient.clear();
    const user = userEvent.setup();
    const view = renderApp('/team');
    try {
      act(() => toaster.remove());
      await user.click(await screen.findByRole('button', { name: /^Pending invoices, / }, { timeout: 15_000 }));
      const panel = await screen.findByRole('region', { name: 'Pending invoices list' }, { timeout: 15_000 });
      const mark = (await within(panel).findAllByRole('button', { name: /^Mark invoiced: / }, { timeout: 15_000 }))[0]!;
      const name = mark.getAttribute('aria-label')!;
      const alike = within(panel).getAllByRole('button', { name }).length;
      await user.click(mark);
      expect(await screen.findByText(/^Invoice INV-\d{4}-\d{6} issued$/, {}, { timeout: 15_000 })).toBeInTheDocument();
      expect(sent).toEqual([{ key: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 201 }]);
      // The invalidation refetched the pending list: the item has left the dropdown.
      await eventually(() => expect(within(panel).queryAllByRole('button', { name })).toHaveLength(alike - 1));
    } finally {
      view.unmount();
      spy.mockRestore();
    }
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
    const targetRow = () => within(stages).getByRole('button', { name: `Mark invoiced: ${target.stage_description} of ${target.project_code}` }).closest('tr')!;
    await eventually(() => expect(within(targetRow()).getByText('Ready')).toBeInTheDocument());

    await user.click(within(stages).getByRole('button', { name: `Mark invoiced: ${target.stage_description} of ${target.project_code}` }));
    await eventually(() => expect(within(invoices).getAllByText(INVOICE_NUMBER_PATTERN)).toHaveLength(2));
    const [latest] = within(invoices).getAllByText(INVOICE_NUMBER_PATTERN).map((cell) => cell.textContent!).sort().reverse();
    await user.click(within(invoices).getByRole('button', { name: `Record payment of ${latest}` }));
    await user.type(within(invoices).getByLabelText('Payment reference'), 'Cheque 1042');
    // The pending list (the header's badge) answers late, as on a loaded machine: the row is
    // already "paid" (its form gone) when the action settles, and the toast must still show.
    const slowPending = delayGets((url) => url.pathname === PENDING_INVOICES_ENDPOINT, 1_500);
    act(() => toaster.remove()); // one toast shows at a time: the earlier ones would queue it
    await user.click(within(invoices).getByRole('button', { name: 'Save payment' }));
    await eventually(() => expect(within(stages).getByText('Paid')).toBeInTheDocument());
    expect(await screen.findByText(`Invoice ${latest} paid`, {}, { timeout: 10_000 })).toBeInTheDocument();
    slowPending.mockRestore();
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
    expect(within(table).queryAllByText('Ready')).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('Status'), 'Ready');
    await eventually(() => expect(router.state.location.search).toBe('?status=ready'));
    // A new filter loads a new list: read the table as it is now (the demo's past-dated stages show Ready).
    await eventually(() => expect(within(screen.getByRole('table', { name: 'Billing stages' })).queryAllByText('Paid')).toHaveLength(0));
    expect(within(screen.getByRole('table', { name: 'Billing stages' })).getAllByText('Ready').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('table', { name: 'Billing stages' })).queryAllByText('Scheduled')).toHaveLength(0);
  }, 60_000);

  it('searches, sorts and pages on the server, so every stage can be reached', async () => {
    const everything = await apiClient.get<BillingStagesListResponse>('/api/billing-stages?pageSize=1');
    const cheapest = await apiClient.get<BillingStagesListResponse>('/api/billing-stages?sort=amount&order=asc&pageSize=1');
    const total = everything.total.toLocaleString('en-US');
    expect(everything.total).toBeGreaterThan(50);
    const user = userEvent.setup();
    const { router } = renderApp('/invoicing?pageSize=25');
    const table = () => screen.getByRole('table', { name: 'Billing stages' });
    await screen.findByRole('table', { name: 'Billing stages' }, { timeout: 30_000 });
    await eventually(() => expect(screen.getByText(`1–25 of ${total}`)).toBeInTheDocument());
    // How many stages match and their sum, over every page.
    expect(screen.getByText(`${total} stages, ${formatCurrency(centsToDollars(everything.total_amount_cents))}`)).toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: 'Billing stages pages' })).getByRole('button', { name: 'Next' }));
    await eventually(() => expect(router.state.location.search).toBe('?page=2&pageSize=25'));
    await eventually(() => expect(screen.getByText(`26–50 of ${total}`)).toBeInTheDocument());

    // A new order starts again at page 1, with the cheapest stage of them all first.
    await user.click(within(table()).getByRole('button', { name: 'Amount' }));
    await eventually(() => expect(router.state.location.search).toBe('?sort=amount&order=asc&pageSize=25'));
    const cheapestAmount = formatCurrency(centsToDollars(cheapest.data[0]!.total_amount_cents));
    await eventually(() => expect(within(within(table()).getAllByRole('row')[1]!).getByText(cheapestAmount)).toBeInTheDocument());

    // Export CSV downloads the whole list in this order, not the page on screen.
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await eventually(() => expect(blobs).toHaveLength(1));
    click.mockRestore();
    const lines = (await new Response(blobs[0]).text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Project,Company,Stage,To invoice,Amount,Status,Invoice');
    expect(lines).toHaveLength(everything.total + 1);
    expect(lines[1]).toContain(cheapest.data[0]!.project_code);

    // The search goes to the server: the project's stages, wherever they were in the list.
    const code = cheapest.data[0]!.project_code;
    await user.type(screen.getByLabelText('Search'), code);
    await eventually(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe(code));
    await eventually(() => {
      const rows = within(table()).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.textContent).toContain(code);
    });
  }, 90_000);
});

describe('/invoicing/project/{projectCode}: travel (Admin)', () => {
  it('shows the travel to bill, then puts it on the invoice of the progress stage', async () => {
    const { data: rows } = await apiClient.get<BillingStagesListResponse>('/api/billing-stages?pageSize=100&sort=project&order=asc');
    const progress = rows.find((row) => row.seq >= 2 && isInvoiceable(row.status))!;
    expect(progress).toBeDefined();
    // A visit of the project, recorded with 300 km round trip: (300 - 80) x $0.70 = $154.00.
    const { data: scheduled } = await apiClient.post<{ data: Inspection }>('/api/inspections', {
      project_code: progress.project_code,
      stage: 'finish_coat',
      scheduled_at: '2026-11-02T09:00:00Z',
      inspector_id: adminId,
    });
    const { data: recorded } = await apiClient.post<{ data: InspectionDetail }>(`/api/inspections/${scheduled.id}/record`, {
      version: scheduled.version,
      result: 'pass',
      performed_at: '2026-11-02T12:00:00Z',
      travel_km: 300,
      deficiencies: [],
    });
    expect(recorded.travel_fee_cents).toBe(15_400);
    const before = await apiClient.get<ProjectInvoicing>(`/api/projects/${progress.project_code}/invoicing`);
    const line = before.unbilled_travel.find((item) => item.inspection_id === recorded.id)!;
    expect(line.description).toContain('Travel – Finish coat inspection');

    const user = userEvent.setup();
    const view = renderApp(`/invoicing/project/${progress.project_code}`);
    const travel = await screen.findByRole('region', { name: 'Travel to bill' }, { timeout: 15_000 });
    expect(within(travel).getByText(`${line.description} · $154.00`)).toBeInTheDocument();
    const stages = await screen.findByRole('table', { name: 'Billing stages' }, { timeout: 15_000 });
    await user.click(within(stages).getByRole('button', { name: `Mark invoiced: ${progress.stage_description} of ${progress.project_code}` }));

    const invoices = await screen.findByRole('table', { name: 'Invoices' }, { timeout: 15_000 });
    await eventually(() => expect(within(invoices).getByText(`${line.description} · $154.00`)).toBeInTheDocument());
    await eventually(() => expect(within(travel).getByText(/No travel waiting/)).toBeInTheDocument());
    view.unmount();
  }, 90_000);

  it('invoices the travel waiting on its own, when the Admin asks', async () => {
    const { data: rows } = await apiClient.get<BillingStagesListResponse>('/api/billing-stages?pageSize=100&sort=project&order=desc');
    const stage = rows.find((row) => isInvoiceable(row.status))!;
    const { data: scheduled } = await apiClient.post<{ data: Inspection }>('/api/inspections', {
      project_code: stage.project_code,
      stage: 'primer',
      scheduled_at: '2026-11-03T09:00:00Z',
      inspector_id: adminId,
    });
    const { data: recorded } = await apiClient.post<{ data: InspectionDetail }>(`/api/inspections/${scheduled.id}/record`, {
      version: scheduled.version,
      result: 'pass',
      performed_at: '2026-11-03T12:00:00Z',
      travel_km: 180,
      deficiencies: [],
    });
    const before = await apiClient.get<ProjectInvoicing>(`/api/projects/${stage.project_code}/invoicing`);
    const waiting = before.unbilled_travel.reduce((sum, line) => sum + line.amount_cents, 0);
    expect(before.unbilled_travel.map((line) => line.inspection_id)).toContain(recorded.id);

    const user = userEvent.setup();
    act(() => toaster.remove());
    const view = renderApp(`/invoicing/project/${stage.project_code}`);
    const travel = await screen.findByRole('region', { name: 'Travel to bill' }, { timeout: 15_000 });
    await user.click(within(travel).getByRole('button', { name: INVOICE_TRAVEL_NOW_LABEL }));
    expect(await screen.findByText(/^Invoice INV-\d{4}-\d{6} issued$/, {}, { timeout: 15_000 })).toBeInTheDocument();
    await eventually(() => expect(within(travel).getByText(/No travel waiting/)).toBeInTheDocument());
    const after = await apiClient.get<ProjectInvoicing>(`/api/projects/${stage.project_code}/invoicing`);
    const [newest] = after.invoices;
    expect(newest!.lines.every((line) => line.billing_stage_id === null && line.inspection_id !== null)).toBe(true);
    expect(newest!.subtotal_cents).toBe(waiting);
    // The stage is still there to invoice, with no travel left for it.
    expect(after.stages.find((row) => row.id === stage.id)!.status).toBe(stage.status);
    view.unmount();
  }, 90_000);
});

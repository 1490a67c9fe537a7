import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase-client';
import { samplePng } from '../../support/sample-images';
import { renderApp } from '../../support/web-render';
import { signInNewUser } from '../../support/web-users';
import { startWebTestServer, type WebTestServer } from '../../support/web-server';

let server: WebTestServer;

beforeAll(async () => {
  server = await startWebTestServer();
  await signInNewUser(server, 'admin');
  for (const [name, type, region] of [
    ['Cedar Owners', 'owner', 'BC'],
    ['Lake Owners', 'owner', 'BC'],
    ['Tower Strata', 'strata', 'ON'],
  ]) {
    await apiClient.post('/api/companies', { name, type, region });
  }
}, 180_000);

afterAll(async () => {
  await getSupabase().auth.signOut({ scope: 'local' });
  await server?.close();
}, 30_000);

afterEach(() => vi.restoreAllMocks());

const eventually = (check: () => unknown) => waitFor(check, { timeout: 15_000 });
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;

describe('/analytics/demographics', () => {
  it('shows the chart and the table of the same numbers, filters through the URL, and exports CSV', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/analytics/demographics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Demographics' }, { timeout: 15_000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /^Client Demographics, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/ }, { timeout: 15_000 });
    expect(within(rowOf(table, 'Owner')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', '0']);
    expect(within(rowOf(table, 'Strata')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '0']);
    expect(within(rowOf(table, 'Total')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '0']);
    expect(await screen.findByRole('img', { name: /^Chart of Client Demographics/ }, { timeout: 15_000 })).toBeInTheDocument();

    // Region and grouping go to the URL and the table follows.
    await user.selectOptions(screen.getByLabelText('Region'), 'BC');
    await user.selectOptions(screen.getByLabelText('Group by'), 'region');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await eventually(() => expect(router.state.location.search).toMatch(/region=BC&by=region$/));
    const regionTable = await screen.findByRole('table', { name: /, BC$/ }, { timeout: 15_000 });
    await eventually(() => expect(within(regionTable).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['BC', 'Total']));
    expect(within(rowOf(regionTable, 'BC')).getAllByRole('cell')[0]).toHaveTextContent('2');

    // Export CSV: the same filters, the same numbers.
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await eventually(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toMatch(/^demographics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await new Response(blobs[0]).text();
    expect(text.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual(['Region,Companies,Client users', 'BC,2,0', 'Total,2,0']);
  });

  it('the overview shows the headline numbers and links to the reports with the same filters', async () => {
    await signInNewUser(server, 'admin'); // each test starts signed out (local storage is cleared)
    renderApp('/analytics?region=ON');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText('Projects opened', undefined, { timeout: 15_000 })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Upload Analytics' });
    expect(link).toHaveAttribute('href', '/analytics/uploads?region=ON');
  });
});

describe('/analytics/uploads', () => {
  it('shows the files captured offline and their share, in total too', async () => {
    await signInNewUser(server, 'admin');
    for (const [seed, offline] of [
      [1, true],
      [2, false],
    ] as const) {
      const query = new URLSearchParams({ kind: 'inspection_photo', filename: `wall-${seed}.png`, ...(offline ? { captured_offline: 'true' } : {}) });
      await apiClient.put(`/api/uploads/${crypto.randomUUID()}?${query}`, new Blob([new Uint8Array(samplePng(16, 16, seed))], { type: 'image/png' }));
    }
    renderApp('/analytics/uploads?by=kind');
    const table = await screen.findByRole('table', { name: /^Upload Analytics, / }, { timeout: 15_000 });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Kind', 'Files', 'Size', 'Captured offline', 'Offline share']);
    const cells = (name: string) => within(rowOf(table, name)).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells('Inspection photos')).toEqual(['2', expect.any(String), '1', '50%']);
    expect(cells('Total')).toEqual(['2', expect.any(String), '1', '50%']);
  });
});

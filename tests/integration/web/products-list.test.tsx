import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/web-render';
import { webTestServerPerFile } from '../../support/web-server-per-file';
import { signInNewUser } from '../../support/web-users';

const server = webTestServerPerFile({ TEST_SEED: 'products' });

/**
 * The body rows of the products table (the header row left out). Looked up each time: a filter
 * that matches nothing (e.g. while "53" is typed, MPI 5) replaces the table with the empty state.
 */
const bodyRows = () => within(screen.getByRole('table', { name: 'Approved products' })).getAllByRole('row').slice(1);

describe('approved product list', () => {
  it('filters by category, MPI number, gloss and VOC, keeps the filters in the URL, and clears them', async () => {
    await signInNewUser(server, 'client');
    const user = userEvent.setup();
    const { router } = renderApp('/inspections/product-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Approved Product List' }, { timeout: 10_000 })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Approved products' }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows().length).toBe(25), { timeout: 10_000 });

    await user.selectOptions(screen.getByLabelText('Category'), 'Epoxies');
    await waitFor(() => expect(bodyRows().every((row) => row.textContent?.includes('Epoxies'))).toBe(true));
    expect(router.state.location.search).toContain('category=Epoxies');

    await user.selectOptions(screen.getByLabelText('Category'), '');
    await user.type(screen.getByLabelText('MPI number'), '53');
    await waitFor(() => expect(bodyRows().every((row) => row.textContent?.includes('Interior Latex Flat'))).toBe(true));

    await user.clear(screen.getByLabelText('MPI number'));
    await user.selectOptions(screen.getByLabelText('Gloss level'), 'G5');
    await user.type(screen.getByLabelText('VOC to (g/L)'), '60');
    await waitFor(() => {
      const rows = bodyRows();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const cells = within(row).getAllByRole('cell');
        expect(cells[5]).toHaveTextContent('G5');
        expect(Number.parseInt(cells[6]!.textContent ?? '', 10)).toBeLessThanOrEqual(60);
      }
    });
    expect(router.state.location.search).toMatch(/gloss=G5.*vocMax=60|vocMax=60.*gloss=G5/);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(bodyRows().length).toBe(25));
    expect(router.state.location.search).toBe('');
  }, 60_000);
});

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
 * `hidden`: the open filters drawer is modal, so the table behind it is out of the accessibility tree.
 */
const bodyRows = () => within(screen.getByRole('table', { name: 'Approved products', hidden: true })).getAllByRole('row', { hidden: true }).slice(1);

describe('approved product list', () => {
  it('filters by category, MPI number, gloss and VOC in the Filters drawer, keeps the filters in the URL, and clears them', async () => {
    await signInNewUser(server, 'client');
    const user = userEvent.setup();
    const { router } = renderApp('/inspections/product-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Approved Product List' }, { timeout: 10_000 })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Approved products' }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows().length).toBe(25), { timeout: 10_000 });

    // Six filters: folded into "Filters" at every width.
    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await user.selectOptions(drawer.getByLabelText('Category'), 'Epoxies');
    await waitFor(() => expect(bodyRows().every((row) => row.textContent?.includes('Epoxies'))).toBe(true));
    expect(router.state.location.search).toContain('category=Epoxies');

    expect(screen.getByRole('button', { name: 'Filters (1)', hidden: true })).toBeInTheDocument();
    await user.selectOptions(drawer.getByLabelText('Category'), '');
    await user.type(drawer.getByLabelText('MPI number'), '53');
    await waitFor(() => expect(bodyRows().every((row) => row.textContent?.includes('Interior Latex Flat'))).toBe(true));

    await user.clear(drawer.getByLabelText('MPI number'));
    await user.selectOptions(drawer.getByLabelText('Gloss level'), 'G5');
    await user.type(drawer.getByLabelText('VOC to (g/L)'), '60');
    await waitFor(() => {
      const rows = bodyRows();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const cells = within(row).getAllByRole('cell', { hidden: true });
        expect(cells[5]).toHaveTextContent('G5');
        expect(Number.parseInt(cells[6]!.textContent ?? '', 10)).toBeLessThanOrEqual(60);
      }
    });
    expect(router.state.location.search).toMatch(/gloss=G5.*vocMax=60|vocMax=60.*gloss=G5/);

    expect(screen.getByRole('button', { name: 'Filters (2)', hidden: true })).toBeInTheDocument();

    await user.click(drawer.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(bodyRows().length).toBe(25));
    expect(router.state.location.search).toBe('');
    await user.click(drawer.getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  }, 60_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase-client';
import { renderApp } from '../../support/web-render';
import { signInNewUser } from '../../support/web-users';
import { startWebTestServer, type WebTestServer } from '../../support/web-server';

let server: WebTestServer;
const COMPANIES = 30;

beforeAll(async () => {
  server = await startWebTestServer();
  await signInNewUser(server, 'admin');
  for (let index = 1; index <= COMPANIES; index += 1) {
    await apiClient.post('/api/companies', { name: `Browse Co ${String(index).padStart(2, '0')}`, type: 'owner' });
  }
}, 180_000);

afterAll(async () => {
  await getSupabase().auth.signOut({ scope: 'local' });
  await server?.close();
}, 30_000);

const eventually = (check: () => unknown) => waitFor(check, { timeout: 15_000 });

describe('/database (staff)', () => {
  it('lists the tables with counts, opens one, searches and pages through the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/database');
    expect(await screen.findByRole('heading', { level: 1, name: 'Database' }, { timeout: 15_000 })).toBeInTheDocument();
    const tables = await screen.findByRole('navigation', { name: 'Tables' }, { timeout: 15_000 });
    await user.click(await within(tables).findByRole('link', { name: /^Companies,\s*\d+\s*rows$/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Companies' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'browse co');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Companies' });
    await eventually(() => expect(screen.getByText(`1–${COMPANIES} of ${COMPANIES}`)).toBeInTheDocument());

    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    await eventually(() => expect(screen.getByText(`1–25 of ${COMPANIES}`)).toBeInTheDocument());
    await user.click(within(screen.getByRole('navigation', { name: 'Companies pages' })).getByRole('button', { name: 'Next' }));
    await eventually(() => expect(screen.getByText(`26–${COMPANIES} of ${COMPANIES}`)).toBeInTheDocument());
    expect(within(table).getByText('Browse Co 30')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?table=companies&search=browse+co&page=2&pageSize=25');

    // Back: page 1 again, from the URL.
    await router.navigate(-1);
    await eventually(() => expect(screen.getByText(`1–25 of ${COMPANIES}`)).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('browse co');
  });
});

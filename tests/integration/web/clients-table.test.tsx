import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query/query-client';
import { chooseCompany } from '../../support/web-company-picker';
import { renderApp } from '../../support/web-render';
import { signInNewUser } from '../../support/web-users';
import { webTestServerPerFile } from '../../support/web-server-per-file';

const server = webTestServerPerFile();
const CLIENTS = 12;

beforeAll(async () => {
  for (let index = 0; index < CLIENTS - 1; index++) await signInNewUser(server, 'client', `Cleo${String.fromCharCode(65 + index)}`);
  await signInNewUser(server, 'client', 'Zelda');
  await signInNewUser(server, 'admin');
}, 180_000);

const eventually = (check: () => unknown) => waitFor(check, { timeout: 15_000 });

describe('/clients (Admin)', () => {
  it('searches, sorts and pages the accounts on the server, the state in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/clients?pageSize=10');
    const table = () => screen.getByRole('table', { name: 'Client accounts' });
    await screen.findByRole('table', { name: 'Client accounts' }, { timeout: 30_000 });
    await eventually(() => expect(screen.getByText(`1–10 of ${CLIENTS}`)).toBeInTheDocument());

    await user.click(within(screen.getByRole('navigation', { name: 'Client accounts pages' })).getByRole('button', { name: 'Next' }));
    await eventually(() => expect(router.state.location.search).toBe('?page=2&pageSize=10'));
    await eventually(() => expect(screen.getByText(`11–${CLIENTS} of ${CLIENTS}`)).toBeInTheDocument());
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + CLIENTS - 10);

    // Newest first: the last account made (Zelda's) leads, and the order starts again at page 1.
    await user.click(within(table()).getByRole('button', { name: 'Since' }));
    await user.click(within(table()).getByRole('button', { name: 'Since' }));
    await eventually(() => expect(router.state.location.search).toBe('?sort=since&order=desc&pageSize=10'));
    await eventually(() => expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('Zelda Tester'));

    await user.type(screen.getByLabelText('Search clients'), 'zelda');
    await eventually(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('zelda'));
    await eventually(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
  }, 90_000);

  it('links an account to a company and says so', async () => {
    await signInNewUser(server, 'admin'); // each test starts signed out (local storage is cleared)
    await apiClient.post('/api/companies', { name: 'Zephyr Strata Council', type: 'strata' });
    queryClient.clear(); // the first test's company list, still fresh in this page's cache
    const user = userEvent.setup();
    renderApp('/clients?search=zelda');
    const table = await screen.findByRole('table', { name: 'Client accounts' }, { timeout: 30_000 });
    await user.click(await within(table).findByRole('link', { name: /Zelda Tester/ }, { timeout: 15_000 }));
    const company = await screen.findByRole('region', { name: 'Company' }, { timeout: 15_000 });
    await chooseCompany(user, await within(company).findByRole('combobox', { name: 'Linked company' }), 'Zephyr Strata Council', 'zephyr');
    await user.click(within(company).getByRole('button', { name: 'Save company' }));
    // The saved company remounts the control; the confirmation outlives it.
    expect(await screen.findByText('Company updated.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await eventually(() => expect(screen.getAllByText('Zephyr Strata Council').length).toBeGreaterThan(1));
  }, 60_000);
});

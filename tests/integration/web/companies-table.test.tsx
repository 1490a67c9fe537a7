import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import type { Company } from '@/shared/schemas/companies';
import { renderApp } from '../../support/web-render';
import { signInNewUser } from '../../support/web-users';
import { webTestServerPerFile } from '../../support/web-server-per-file';

const server = webTestServerPerFile();
const COMPANIES = 30;
const name = (index: number) => `Harbour Coatings ${String(index).padStart(2, '0')}`;

beforeAll(async () => {
  await signInNewUser(server, 'admin');
  for (let index = 1; index <= COMPANIES; index += 1) {
    const company = await apiClient.post<Company>('/api/companies', { name: name(index), type: index % 3 ? 'painting_contractor' : 'architect', city: index === 7 ? 'Tofino' : 'Victoria', region: index === 12 ? 'AB' : 'BC' });
    if (index === 30) await apiClient.post(`/api/companies/${company.id}/archive`);
  }
}, 120_000);

/** The company names in the table's body, top to bottom. */
async function shownNames(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Companies' }, { timeout: 10_000 });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

const eventually = (check: () => unknown) => waitFor(check, { timeout: 10_000 });
const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

describe('companies table: filtered, searched, sorted and paged by the server', () => {
  it('reaches every company page by page, sorts on the server, filters by type and shows the archived ones on request, all in the URL', async () => {
    await signInNewUser(server, 'admin');
    const user = userEvent.setup();
    const { router } = renderApp('/companies?search=harbour');
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' }, { timeout: 15_000 })).toBeInTheDocument();
    // 29 current companies (the 30th is archived): 25 on the first page, by name.
    await eventually(async () => expect(await shownNames()).toHaveLength(25));
    expect((await shownNames())[0]).toBe(name(1));
    expect(screen.getByText('1–25 of 29')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await eventually(() => expect(search(router).get('page')).toBe('2'));
    await eventually(async () => expect(await shownNames()).toEqual([name(26), name(27), name(28), name(29)]));

    // Sorting goes to the server and back to page 1: name descending starts with the last current one.
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await eventually(() => expect(search(router).get('order')).toBe('desc'));
    expect(search(router).get('page')).toBeNull();
    await eventually(async () => expect((await shownNames())[0]).toBe(name(29)));
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'descending');

    // The type filter narrows on the server: the architects are every third company.
    await user.selectOptions(screen.getByLabelText('Type'), 'architect');
    await eventually(() => expect(search(router).get('type')).toBe('architect'));
    await eventually(async () => expect(await shownNames()).toEqual([27, 24, 21, 18, 15, 12, 9, 6, 3].map(name)));

    // And by region: the one architect in Alberta.
    await user.selectOptions(screen.getByLabelText('Region'), 'AB');
    await eventually(() => expect(search(router).get('region')).toBe('AB'));
    await eventually(async () => expect(await shownNames()).toEqual([name(12)]));
    await user.selectOptions(screen.getByLabelText('Region'), '');
    await eventually(() => expect(search(router).get('region')).toBeNull());

    // The archived ones instead of the current ones.
    await user.selectOptions(screen.getByLabelText('Show'), 'archived');
    await eventually(() => expect(search(router).get('archived')).toBe('true'));
    await eventually(async () => expect(await shownNames()).toEqual([name(30)]));

    // A search by city reaches a company of the second page at once.
    await router.navigate('/companies');
    const searchBox = screen.getByLabelText('Search companies');
    await eventually(() => expect(searchBox).toHaveValue(''));
    await user.type(searchBox, 'tofino');
    await eventually(() => expect(search(router).get('search')).toBe('tofino'));
    await eventually(async () => expect(await shownNames()).toEqual([name(7)]));
  }, 90_000);

  it('says no company matches a search that finds none, instead of "no companies yet"', async () => {
    await signInNewUser(server, 'admin');
    renderApp('/companies?search=nothing-like-this');
    expect(await screen.findByText('No company matches these filters.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('No companies yet')).not.toBeInTheDocument();
  }, 60_000);
});

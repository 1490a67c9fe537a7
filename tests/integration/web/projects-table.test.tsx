import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import type { CreateProjectInput } from '@/shared/schemas/projects';
import { renderApp } from '../../support/web-render';
import { signInNewUser } from '../../support/web-users';
import { webTestServerPerFile } from '../../support/web-server-per-file';

const server = webTestServerPerFile();
const PROJECTS = 30;
const name = (index: number) => `Glacier Project ${String(index).padStart(2, '0')}`;

beforeAll(async () => {
  await signInNewUser(server, 'admin');
  const company = await apiClient.post<{ id: string }>('/api/companies', { name: 'Glacier Holdings', type: 'owner' });
  for (let index = 1; index <= PROJECTS; index += 1) {
    const body: CreateProjectInput = {
      project_name: name(index),
      company_id: company.id,
      address: index === 7 ? '7 Needle Lane' : `${index} Main Street`,
      region: index % 2 ? 'BC' : 'AB',
      sector: 'private',
      building_type: 'office',
      work_type: 'repaint',
      base_contract: 50000 + index,
    };
    await apiClient.post('/api/projects', body);
  }
}, 120_000);

/** The project names in the table's body, top to bottom. */
async function shownNames(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Projects' }, { timeout: 10_000 });
  // The Name column's place, wherever the columns' priorities put it.
  const name = within(table)
    .getAllByRole('columnheader')
    .findIndex((header) => header.textContent?.startsWith('Name'));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[name]!.textContent ?? '');
}

/** Server round trips under a loaded test machine take a while. */
const eventually = (check: () => unknown) => waitFor(check, { timeout: 10_000 });

const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

describe('projects table: sort, search and paging through the URL', () => {
  it('sorts, pages and searches on the server, keeps the state in the URL, and back/forward and reload restore it', async () => {
    const user = userEvent.setup();
    const { router, unmount } = renderApp('/projects');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' }, { timeout: 10_000 })).toBeInTheDocument();
    await eventually(async () => expect(await shownNames()).toHaveLength(25));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    // Sort by name: ascending, then descending (two clicks), each a URL change.
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await eventually(() => expect(search(router).get('sort')).toBe('name'));
    await eventually(async () => expect((await shownNames())[0]).toBe(name(1)));
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await eventually(async () => expect((await shownNames())[0]).toBe(name(30)));
    expect(search(router).get('order')).toBeNull(); // descending is the default: not in the URL

    // Page 2 of the descending list.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await eventually(() => expect(search(router).get('page')).toBe('2'));
    await eventually(async () => expect(await shownNames()).toEqual([name(5), name(4), name(3), name(2), name(1)]));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    // Back: page 1 again; forward: page 2.
    await router.navigate(-1);
    await eventually(async () => expect((await shownNames())[0]).toBe(name(30)));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await router.navigate(1);
    await eventually(async () => expect((await shownNames())[0]).toBe(name(5)));

    // Search (address) goes to the URL and back to page 1.
    await user.type(screen.getByLabelText('Search projects'), 'needle');
    await eventually(() => expect(search(router).get('search')).toBe('needle'));
    expect(search(router).get('page')).toBeNull();
    await eventually(async () => expect(await shownNames()).toEqual([name(7)]));

    // Back to before the search: the box empties and the list comes back.
    await router.navigate(-1);
    await eventually(() => expect(screen.getByLabelText('Search projects')).toHaveValue(''));
    await eventually(async () => expect((await shownNames())[0]).toBe(name(5)));

    // A filter, then a reload (a new app at the same address) shows the same list.
    await user.selectOptions(screen.getByLabelText('Region'), 'AB');
    await eventually(() => expect(search(router).get('region')).toBe('AB'));
    await eventually(async () => expect(await shownNames()).toHaveLength(15));
    const address = `${router.state.location.pathname}${router.state.location.search}`;
    unmount();
    cleanup();
    renderApp(address);
    await eventually(async () => expect(await shownNames()).toEqual([30, 28, 26, 24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2].map(name)));
    expect(screen.getByLabelText('Region')).toHaveValue('AB');
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'descending');
  }, 90_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query/query-client';
import { COMPANY_PICKER_PAGE_SIZE } from '@/lib/api/companies/search-companies';
import type { Company } from '@/shared/schemas/companies';
import type { ProjectDetail, ProjectsListResponse } from '@/shared/schemas/projects';
import { PROJECT_MESSAGES } from '@/shared/schemas/projects-values';
import { renderApp } from '../../support/web-render';
import { signInNewUser } from '../../support/web-users';
import { webTestServerPerFile } from '../../support/web-server-per-file';

const server = webTestServerPerFile();

/** More companies ahead of the wanted ones, by name, than one answer of the picker holds. */
const EARLY = COMPANY_PICKER_PAGE_SIZE + 5;
const early = (index: number) => `Aardvark Painters ${String(index).padStart(2, '0')}`;
let zinnia: Company;
let zircon: Company;

beforeAll(async () => {
  await signInNewUser(server, 'admin');
  for (let index = 1; index <= EARLY; index += 1) await apiClient.post('/api/companies', { name: early(index), type: 'painting_contractor', city: 'Victoria' });
  zinnia = await apiClient.post<Company>('/api/companies', { name: 'Zinnia Strata Council', type: 'strata', city: 'Nanaimo' });
  zircon = await apiClient.post<Company>('/api/companies', { name: 'Zircon Architects', type: 'architect', city: 'Tofino' });
}, 120_000);

/**
 * Search in a picker: focus it and enter the text as one input. (user-event's key-by-key typing
 * races the combobox's own write-back of the box's text in jsdom and drops keys; the e2e keyboard
 * spec types key by key in a real browser.)
 */
async function enter(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.clear(input);
  await user.paste(text);
  await waitFor(() => expect(input).toHaveValue(text));
}

const eventually = (check: () => unknown) => waitFor(check, { timeout: 15_000 });
/** A picker, once its combobox has loaded (after the page shows). */
const picker = (name: string) => screen.findByRole('combobox', { name }, { timeout: 15_000 });
const shownPicker = (name: string) => screen.getByRole('combobox', { name });
const listOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-controls')!)!;
/** The option of the open list whose name starts with `name` (its detail line follows). */
const option = (input: HTMLElement, name: string) => within(listOf(input)).getByRole('option', { name: new RegExp(`^${name}`) });

describe('CompanyPicker in the project form', () => {
  it('finds a company beyond the first answer by typing, chooses it by keyboard or pointer, clears a party, and sends the ids', async () => {
    await signInNewUser(server, 'admin');
    queryClient.clear();
    const user = userEvent.setup();
    const { router } = renderApp('/projects/new');
    const form = await screen.findByRole('form', { name: 'New project' }, { timeout: 30_000 });

    // The required client company keeps its message.
    await user.click(within(form).getByRole('button', { name: 'Save project' }));
    expect(await within(form).findByText(PROJECT_MESSAGES.companyRequired)).toBeInTheDocument();

    // Opened empty, the list holds the first companies by name: the late ones are not among them.
    const client = await picker('Client company');
    await user.click(client);
    await eventually(() => expect(option(client, early(1))).toBeInTheDocument());
    expect(within(listOf(client)).getAllByRole('option')).toHaveLength(COMPANY_PICKER_PAGE_SIZE);
    expect(within(listOf(client)).queryByRole('option', { name: /^Zinnia/ })).toBeNull();

    // Typing searches the server; the keyboard chooses (the first match is highlighted as one types).
    await enter(user, client, 'zinn');
    await eventually(() => expect(within(listOf(client)).getAllByRole('option')).toHaveLength(1));
    expect(option(client, 'Zinnia Strata Council')).toHaveTextContent('Nanaimo · Strata');
    await eventually(() => expect(option(client, 'Zinnia Strata Council')).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await eventually(() => expect(client).toHaveValue('Zinnia Strata Council'));
    expect(client).toHaveAttribute('aria-expanded', 'false');

    // A search that finds nothing says so; leaving the box puts the chosen name back.
    await enter(user, client, 'no such company anywhere');
    expect(await within(listOf(client)).findByText('No company matches', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await eventually(() => expect(client).toHaveValue('Zinnia Strata Council'));

    // Parties: one chosen with the pointer, another chosen and then cleared with "None".
    const owner = await picker('Owner');
    await enter(user, owner, 'zirc');
    await eventually(() => expect(option(owner, 'Zircon Architects')).toBeInTheDocument());
    await user.click(option(owner, 'Zircon Architects'));
    await eventually(() => expect(owner).toHaveValue('Zircon Architects'));

    const architect = await picker('Architect');
    await enter(user, architect, 'zirc');
    await eventually(() => expect(option(architect, 'Zircon Architects')).toBeInTheDocument());
    await user.click(option(architect, 'Zircon Architects'));
    await eventually(() => expect(architect).toHaveValue('Zircon Architects'));
    await user.click(architect);
    await user.clear(architect);
    await eventually(() => expect(option(architect, 'None')).toBeInTheDocument());
    await user.click(option(architect, 'None'));
    await eventually(() => expect(architect).toHaveValue(''));

    // The clear button empties an optional field too.
    const contractor = await picker('General contractor');
    await enter(user, contractor, 'zinn');
    await eventually(() => expect(option(contractor, 'Zinnia Strata Council')).toBeInTheDocument());
    await user.click(option(contractor, 'Zinnia Strata Council'));
    await eventually(() => expect(contractor).toHaveValue('Zinnia Strata Council'));
    await user.click(screen.getByRole('button', { name: 'Clear General contractor' }));
    await eventually(() => expect(contractor).toHaveValue(''));

    const projectName = `Picker Tower ${Date.now()}`;
    await user.type(within(form).getByLabelText('Project name'), projectName);
    await user.type(within(form).getByLabelText('Site address'), '5 Search Street');
    await user.type(within(form).getByLabelText('City'), 'Nanaimo');
    await user.selectOptions(within(form).getByLabelText('Province or territory'), 'BC');
    await user.selectOptions(within(form).getByLabelText('Sector'), 'private');
    await user.selectOptions(within(form).getByLabelText('Building type'), 'multi_family_residential');
    await user.selectOptions(within(form).getByLabelText('Work type'), 'repaint');
    await user.type(within(form).getByLabelText('Base contract ($)'), '125000');
    await user.click(within(form).getByRole('button', { name: 'Save project' }));
    await eventually(() => expect(router.state.location.pathname).toMatch(/^\/projects\/BC-/));

    const { data } = await apiClient.get<ProjectsListResponse>(`/api/projects?search=${encodeURIComponent(projectName)}`);
    const saved = await apiClient.get<ProjectDetail>(`/api/projects/${data[0]!.project_code}`);
    expect(saved.company_id).toBe(zinnia.id);
    expect(saved.parties.map((party) => [party.role, party.company_id])).toEqual([['owner', zircon.id]]);

    // The edit form shows the saved companies' names.
    await router.navigate(`/projects/edit/${saved.project_code}`);
    await screen.findByRole('form', { name: `Edit project ${saved.project_code}` }, { timeout: 15_000 });
    await eventually(() => expect(shownPicker('Client company')).toHaveValue('Zinnia Strata Council'));
    expect(shownPicker('Owner')).toHaveValue('Zircon Architects');
    expect(shownPicker('Architect')).toHaveValue('');
  }, 120_000);
});

describe('CompanyPicker as a list filter', () => {
  it('shows the name of a company given by id in the address, and "All companies" clears it', async () => {
    await signInNewUser(server, 'admin');
    queryClient.clear();
    const user = userEvent.setup();
    const { router } = renderApp(`/clients?companyId=${zircon.id}`);
    await screen.findByRole('table', { name: 'Client accounts' }, { timeout: 30_000 });
    const company = await picker('Company');
    await eventually(() => expect(company).toHaveValue('Zircon Architects'));

    await user.click(company);
    await eventually(() => expect(option(company, 'All companies')).toBeInTheDocument());
    await user.click(option(company, 'All companies'));
    await eventually(() => expect(router.state.location.search).toBe(''));
    await eventually(() => expect(company).toHaveValue(''));
    // The list has taken the address's change (a transition): nothing left to clear.
    await eventually(() => expect(screen.queryByRole('button', { name: 'Clear Company' })).toBeNull());

    // Keyboard alone: type, move down to the match, Enter.
    await enter(user, company, 'zinnia');
    await eventually(() => expect(option(company, 'Zinnia Strata Council')).toBeInTheDocument());
    await user.keyboard('{ArrowDown}{Enter}');
    await eventually(() => expect(new URLSearchParams(router.state.location.search).get('companyId')).toBe(zinnia.id));
    await eventually(() => expect(company).toHaveValue('Zinnia Strata Council'));
  }, 60_000);
});

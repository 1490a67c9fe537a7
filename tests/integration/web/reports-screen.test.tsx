import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_CHOICES_LIMIT } from '@/lib/api/projects/project-choices';
import { apiClient } from '@/lib/api-client';
import type { CreateProjectInput } from '@/shared/schemas/projects';
import { renderApp } from '../../support/web-render';
import { signInNewUser } from '../../support/web-users';
import { webTestServerPerFile } from '../../support/web-server-per-file';

const server = webTestServerPerFile();
let projectLabel = '';
let projectId = '';

beforeAll(async () => {
  await signInNewUser(server, 'admin');
  const company = await apiClient.post<{ id: string }>('/api/companies', { name: 'Fjord Holdings', type: 'owner' });
  const body: CreateProjectInput = {
    project_name: 'Fjord Terminal',
    company_id: company.id,
    address: '3 Pier Road',
    region: 'BC',
    sector: 'public',
    building_type: 'office',
    work_type: 'repaint',
    base_contract: 90000,
  };
  const project = await apiClient.post<{ project_code: string; project_id: string }>('/api/projects', body);
  projectLabel = `${project.project_code} · Fjord Terminal`;
  projectId = project.project_id;
  // More projects than a picker offers at once, all before Fjord Terminal by name.
  for (let index = 1; index <= PROJECT_CHOICES_LIMIT; index++) {
    await apiClient.post('/api/projects', { ...body, project_name: `Aspen Court ${String(index).padStart(2, '0')}` });
  }
}, 180_000);

const eventually = (check: () => unknown) => waitFor(check, { timeout: 15_000 });

describe('/reports (Admin)', () => {
  it('generates a deficiency list for a project, lists it as a draft, publishes it, and shows the guarantee conditions', async () => {
    const user = userEvent.setup();
    renderApp('/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Report Generation' }, { timeout: 15_000 })).toBeInTheDocument();

    // The picker offers the first projects by name and says how to find the others.
    const projectSelect = screen.getByLabelText('Project');
    await eventually(() => expect(within(projectSelect).getByRole('option', { name: /Aspen Court 01$/ })).toBeInTheDocument());
    expect(within(projectSelect).queryByRole('option', { name: projectLabel })).toBeNull();
    expect(screen.getByText(`The first ${PROJECT_CHOICES_LIMIT} of ${PROJECT_CHOICES_LIMIT + 1} projects by name: type a code or name to find another.`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Find a project'), 'terminal');
    await eventually(() => expect(within(projectSelect).getByRole('option', { name: projectLabel })).toBeInTheDocument());
    expect(within(projectSelect).queryByRole('option', { name: /Aspen Court/ })).toBeNull();
    await user.selectOptions(projectSelect, projectLabel);

    const guarantee = await screen.findByRole('region', { name: 'Guarantee' }, { timeout: 15_000 });
    await eventually(() => expect(within(guarantee).getByText('Final inspection report published: no')).toBeInTheDocument());
    expect(within(guarantee).getByText('No painting contractor is recorded on the project.')).toBeInTheDocument();
    expect(within(guarantee).getByText(/^The guarantee can be issued once every condition below is met\. Not met yet: final inspection report published;/)).toBeInTheDocument();
    expect(within(guarantee).getByText('Every deficiency closed: yes')).toBeInTheDocument();
    expect(within(guarantee).getByRole('button', { name: 'Issue guarantee' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Generate PDF' }));
    expect(await screen.findByText('Choose the type of report')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Report type'), 'Deficiency list');
    await user.click(screen.getByRole('button', { name: 'Generate PDF' }));

    const table = await screen.findByRole('table', { name: 'Reports' }, { timeout: 15_000 });
    await eventually(() => expect(within(table).getByText('Deficiency list v1')).toBeInTheDocument());
    expect(within(table).getByText('Draft')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Download Deficiency list v1 (PDF)' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: /^Publish Deficiency list v1/ }));
    await eventually(() => expect(within(table).queryByRole('button', { name: /^Publish Deficiency/ })).toBeNull());
    expect(within(table).queryByText('Draft')).toBeNull();
    expect(await screen.findByText('Deficiency list v1 published', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('/reports list (Admin)', () => {
  it('pages and sorts the reports on the server, the project and the page in the address', async () => {
    await signInNewUser(server, 'admin'); // each test starts signed out (local storage is cleared)
    // The first test made one; eleven more deficiency lists make two pages of ten.
    for (let index = 0; index < 11; index++) await apiClient.post('/api/reports', { project_id: projectId, type: 'deficiency_list' });
    const user = userEvent.setup();
    const { router } = renderApp(`/reports?project=${projectId}&pageSize=10`);
    const table = () => screen.getByRole('table', { name: 'Reports' });
    await screen.findByRole('table', { name: 'Reports' }, { timeout: 15_000 });
    await eventually(() => expect(screen.getByText('1–10 of 12')).toBeInTheDocument());
    // The project chosen by the address, though past the projects offered at first.
    await eventually(() => expect(screen.getByLabelText('Project')).toHaveValue(projectId));
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('Deficiency list v12');

    await user.click(within(screen.getByRole('navigation', { name: 'Reports pages' })).getByRole('button', { name: 'Next' }));
    await eventually(() => expect(screen.getByText('11–12 of 12')).toBeInTheDocument());
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');

    // Oldest first, from page 1 again.
    await user.click(within(table()).getByRole('button', { name: 'Generated' }));
    await eventually(() => expect(new URLSearchParams(router.state.location.search).get('order')).toBe('asc'));
    await eventually(() => expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('Deficiency list v1'));
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
  }, 90_000);
});

describe('/scheduled-reports (Admin)', () => {
  it("a deficiency list's schedule shows its project in the form, though it is past the projects offered at first", async () => {
    await signInNewUser(server, 'admin'); // each test starts signed out (local storage is cleared)
    await apiClient.post('/api/schedules', {
      name: 'Fjord deficiencies',
      report_key: 'deficiency_list',
      filters: { project_id: projectId },
      cron: '0 7 * * 1',
      time_zone: 'UTC',
      format: 'pdf',
      recipients: ['site@example.com'],
    });
    const user = userEvent.setup();
    renderApp('/scheduled-reports');
    const table = await screen.findByRole('table', { name: 'Scheduled reports' }, { timeout: 15_000 });
    await user.click(await within(table).findByRole('button', { name: 'Edit Fjord deficiencies' }, { timeout: 15_000 }));
    const form = await screen.findByRole('form', { name: 'Save schedule' });
    const projectSelect = within(form).getByLabelText('Project');
    await eventually(() => expect(projectSelect).toHaveValue(projectId));
    expect(within(form).getByLabelText('Report')).toHaveValue('deficiency_list');
    expect(within(projectSelect).getByRole('option', { name: projectLabel })).toBeInTheDocument();
    // Enter in the search box narrows the choices; it does not submit the form.
    await user.type(within(form).getByLabelText('Find a project'), 'aspen court 07{Enter}');
    await eventually(() => expect(within(projectSelect).getByRole('option', { name: /Aspen Court 07$/ })).toBeInTheDocument());
    expect(screen.getByRole('form', { name: 'Save schedule' })).toBeInTheDocument();
    expect(projectSelect).toHaveValue(projectId);
  });
});

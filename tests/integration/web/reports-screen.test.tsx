import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import type { CreateProjectInput } from '@/shared/schemas/projects';
import { renderApp } from '../../support/web-render';
import { signInNewUser } from '../../support/web-users';
import { webTestServerPerFile } from '../../support/web-server-per-file';

const server = webTestServerPerFile();
let projectLabel = '';

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
  const project = await apiClient.post<{ project_code: string }>('/api/projects', body);
  projectLabel = `${project.project_code} · Fjord Terminal`;
}, 120_000);

const eventually = (check: () => unknown) => waitFor(check, { timeout: 15_000 });

describe('/reports (Admin)', () => {
  it('generates a deficiency list for a project, lists it as a draft, publishes it, and shows the guarantee conditions', async () => {
    const user = userEvent.setup();
    renderApp('/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Report Generation' }, { timeout: 15_000 })).toBeInTheDocument();

    const projectSelect = screen.getByLabelText('Project');
    await eventually(() => expect(within(projectSelect).getByRole('option', { name: projectLabel })).toBeInTheDocument());
    await user.selectOptions(projectSelect, projectLabel);

    const guarantee = await screen.findByRole('region', { name: 'Guarantee' }, { timeout: 15_000 });
    await eventually(() => expect(within(guarantee).getByText('Final inspection report published: no')).toBeInTheDocument());
    expect(within(guarantee).getByText('No painting contractor is recorded on the project.')).toBeInTheDocument();
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
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { get } from 'idb-keyval';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { clientProjectKeys } from '@/lib/api/client-projects/keys';
import { queryCacheKey } from '@/lib/query/persistence';
import type { ProjectsListResponse } from '@/shared/schemas/projects';
import type { SubmittalsListResponse } from '@/shared/schemas/submittals';
import { signInAsDemo } from '../../support/web-demo-users';
import { renderApp } from '../../support/web-render';
import { webTestServerPerFile } from '../../support/web-server-per-file';

// The demo seed: the demo client (Harbourview) and projects of theirs and of other companies.
webTestServerPerFile({ TEST_SEED: 'demo' });

let clientId: string;
let own: ProjectsListResponse['data'][number];
let other: ProjectsListResponse['data'][number];

beforeAll(async () => {
  clientId = await signInAsDemo('Client');
  const owned = (await apiClient.get<ProjectsListResponse>('/api/projects?pageSize=50')).data;
  own = owned[0]!;
  await signInAsDemo('Admin');
  const all = (await apiClient.get<ProjectsListResponse>('/api/projects?pageSize=50')).data;
  other = all.find((project) => project.company_id && project.company_id !== own.company_id)!;
}, 90_000);

describe('My projects (the client)', () => {
  it("lists the company's projects as links to their pages, without another company's", async () => {
    await signInAsDemo('Client');
    renderApp('/my-projects');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Projects' }, { timeout: 15_000 })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: `${own.project_code} · ${own.project_name}` }, { timeout: 15_000 });
    expect(link).toHaveAttribute('href', `/my-projects/${own.project_code}`);
    expect(screen.queryByText(other.project_code, { exact: false })).toBeNull();
    expect(screen.getAllByText(/Next inspection:/).length).toBeGreaterThan(0);
  });

  it('shows the read-only project page with every section and keeps it for offline reading', async () => {
    await signInAsDemo('Client');
    renderApp(`/my-projects/${own.project_code}`);
    expect(await screen.findByRole('heading', { level: 1, name: own.project_code }, { timeout: 15_000 })).toBeInTheDocument();
    for (const name of ['Reports', 'Deficiencies to fix', 'Submittals', 'Invoices', 'Guarantee']) {
      expect(await screen.findByRole('region', { name }, { timeout: 15_000 })).toBeInTheDocument();
    }
    const guarantee = screen.getByRole('region', { name: 'Guarantee' });
    expect(within(guarantee).getByText('Final inspection report published')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit|delete/i })).toBeNull();
    await expect
      .poll(async () => {
        const stored = await get<string>(queryCacheKey(clientId));
        return stored ?? '';
      }, { timeout: 10_000 })
      .toContain(JSON.stringify(clientProjectKeys.detail(own.project_code)).slice(1, -1));
  });

  it("answers another company's project with the not-found state, not its data", async () => {
    await signInAsDemo('Client');
    renderApp(`/my-projects/${other.project_code}`);
    expect(await screen.findByText(/no such project for your company/i, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(other.project_name)).toBeNull();
  });

  it('resubmits a submittal with a line to revise from the project page: the form opens with its lines and sends a new submittal', async () => {
    // Staff ask for a revision on a submittal of a project under way (a finished one takes none).
    await signInAsDemo('Client');
    const open = (await apiClient.get<{ data: { id: string }[] }>('/api/submittals/projects')).data.map((project) => project.id);
    const submittal = (await apiClient.get<SubmittalsListResponse>('/api/submittals?pageSize=50')).data.find((candidate) => open.includes(candidate.project_id))!;
    await signInAsDemo('Admin');
    const revised = submittal.lines[0]!;
    await apiClient.patch(`/api/submittals/${submittal.id}/lines/${revised.id}`, { decision: 'revise_and_resubmit', comment: 'Add the primer data sheet.' });
    await signInAsDemo('Client');
    const toRevise = (await apiClient.get<SubmittalsListResponse>(`/api/submittals?projectId=${submittal.project_id}&pageSize=50`)).data.find((candidate) => candidate.id === submittal.id)!;
    const user = userEvent.setup();
    renderApp(`/my-projects/${toRevise.project_code}`);
    await user.click(await screen.findByRole('link', { name: `Resubmit submittal ${toRevise.submittal_no}` }, { timeout: 30_000 }));

    const form = await screen.findByRole('form', { name: 'New submittal' }, { timeout: 30_000 });
    expect(within(form).getByLabelText('Surface or area, line 1')).toHaveValue(revised.surface);
    expect(within(form).getByLabelText('MPI system, line 1')).toHaveValue(revised.mpi_system);
    expect(within(form).getByLabelText('Notes')).toHaveValue(`Resubmission of submittal ${toRevise.submittal_no}.`);
    // Only the lines to revise: the approved ones stand.
    expect(within(form).queryByLabelText(/, line 3$/)).toBeNull();
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Project' })).toHaveValue(toRevise.project_id), { timeout: 30_000 });
    await waitFor(() => expect(within(form).getByLabelText('Product, line 1')).toHaveValue(revised.product.id), { timeout: 30_000 });
    await user.click(within(form).getByRole('button', { name: 'Send submittal' }));
    expect(await screen.findByText(`Submittal sent for ${toRevise.project_code}`, {}, { timeout: 30_000 })).toBeInTheDocument();

    const after = (await apiClient.get<SubmittalsListResponse>(`/api/submittals?projectId=${toRevise.project_id}&pageSize=50`)).data;
    const resubmission = after.find((submittal) => submittal.notes === `Resubmission of submittal ${toRevise.submittal_no}.`);
    expect(resubmission).toMatchObject({ status: 'submitted', kind: toRevise.kind });
    expect(resubmission!.lines.map((line) => line.surface)).toEqual(toRevise.lines.filter((line) => line.decision === 'revise_and_resubmit' || line.decision === 'rejected').map((line) => line.surface));
  }, 90_000);
});

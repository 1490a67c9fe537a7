import { screen, within } from '@testing-library/react';
import { get } from 'idb-keyval';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { clientProjectKeys } from '@/lib/api/client-projects/keys';
import { queryCacheKey } from '@/lib/query/persistence';
import type { ProjectsListResponse } from '@/shared/schemas/projects';
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
});

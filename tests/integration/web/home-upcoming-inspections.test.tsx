import { screen, waitFor, within } from '@testing-library/react';
import { get } from 'idb-keyval';
import { beforeAll, describe, expect, it } from 'vitest';
import { inspectionKeys } from '@/lib/api/inspections/keys';
import { visitName } from '@/features/inspections/inspection-model';
import { apiClient } from '@/lib/api-client';
import { queryCacheKey } from '@/lib/query/persistence';
import { formatDateTime } from '@/shared/format/date';
import type { Inspection } from '@/shared/schemas/inspections';
import type { ProjectsListResponse } from '@/shared/schemas/projects';
import { signInAsDemo } from '../../support/web-demo-users';
import { renderApp } from '../../support/web-render';
import { webTestServerPerFile } from '../../support/web-server-per-file';

// The demo seed: the demo client (Harbourview) and projects of theirs and of other companies.
webTestServerPerFile({ TEST_SEED: 'demo' });
const DAY_MS = 24 * 60 * 60 * 1000;

let clientId: string;
let ownVisit: Inspection;
let otherVisit: Inspection;

async function schedule(projectCode: string, stage: Inspection['stage'], inspectorId: string, at: Date): Promise<Inspection> {
  const { data } = await apiClient.post<{ data: Inspection }>(
    '/api/inspections',
    { project_code: projectCode, stage, scheduled_at: at.toISOString(), inspector_id: inspectorId },
    { headers: { 'Idempotency-Key': crypto.randomUUID() } },
  );
  return data;
}

/** A visit in three days on a project of the client's company, and one on another company's project. */
beforeAll(async () => {
  const inspectorId = await signInAsDemo('Inspector');
  clientId = await signInAsDemo('Client');
  const own = (await apiClient.get<ProjectsListResponse>('/api/projects?pageSize=1')).data[0]!;
  await signInAsDemo('Admin');
  const all = (await apiClient.get<ProjectsListResponse>('/api/projects?pageSize=50')).data;
  const other = all.find((project) => project.company_id && project.company_id !== own.company_id)!;
  ownVisit = await schedule(own.project_code, 'finish_coat', inspectorId, new Date(Date.now() + 3 * DAY_MS));
  otherVisit = await schedule(other.project_code, 'surface_prep', inspectorId, new Date(Date.now() + 2 * DAY_MS));
}, 90_000);

/** The query keys kept in the user's persisted cache (a serialized dehydrated client). */
async function persistedKeys(owner: string): Promise<string[]> {
  const stored = await get<string>(queryCacheKey(owner));
  if (!stored) return [];
  const parsed = JSON.parse(stored) as { clientState: { queries: { queryKey: unknown[] }[] } };
  return parsed.clientState.queries.map((query) => JSON.stringify(query.queryKey));
}

describe("the client home's upcoming inspections", () => {
  it("lists the coming visits of the client's own projects with stage, date and inspector, and keeps them for offline", async () => {
    await signInAsDemo('Client');
    renderApp('/home');
    const panel = await screen.findByRole('region', { name: 'Upcoming inspections' }, { timeout: 15_000 });
    const item = await within(panel).findByRole('listitem', { name: `${ownVisit.project_code}: ${visitName(ownVisit)}` }, { timeout: 15_000 });
    const projectLink = within(item).getByRole('link', { name: `${ownVisit.project_code} ${ownVisit.project_name}` });
    expect(projectLink).toHaveAttribute('href', `/my-projects/${ownVisit.project_code}`);
    expect(within(item).getByText('Finish coat · Inspector: Jordan Lee')).toBeInTheDocument();
    expect(within(item).getByText(formatDateTime(ownVisit.scheduled_at))).toBeInTheDocument();
    // Another company's visit is never shown.
    expect(within(panel).queryByText(new RegExp(otherVisit.project_code))).not.toBeInTheDocument();

    await waitFor(async () => expect(await persistedKeys(clientId)).toContain(JSON.stringify(inspectionKeys.upcoming())), { timeout: 15_000 });
  }, 60_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { signInAsDemo } from '../../support/web-demo-users';
import { renderApp } from '../../support/web-render';
import { webTestServerPerFile } from '../../support/web-server-per-file';

// The project page's Activity tab (docs/architecture.md, Project activity): the server's pages of
// the audit rows, a kind filter, "Load more" and the empty state. The demo seed, with 52 review
// status changes made here by the demo Admin (one more than a page of 50, and one to spare).
webTestServerPerFile({ TEST_SEED: 'demo' });

let project: ProjectDetail;
const CHANGES = 52;

beforeAll(async () => {
  await signInAsDemo('Admin');
  const { data } = await apiClient.get<{ data: ProjectDetail[] }>('/api/projects?sort=code&order=asc&pageSize=1');
  project = data[0]!;
  for (let n = 0; n < CHANGES; n += 1) {
    const review_status = n % 2 === 0 ? 'In review' : 'Changes requested';
    await apiClient.patch(`/api/projects/${project.project_code}/review-status`, { review_status }, { headers: { 'Idempotency-Key': crypto.randomUUID() } });
  }
}, 120_000);

beforeEach(async () => {
  await signInAsDemo('Admin');
}, 30_000);

const activityList = () => screen.findByRole('list', { name: 'Activity, newest first' }, { timeout: 15_000 });
const entriesOf = (list: HTMLElement) => within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);

describe('Project activity tab', () => {
  it('shows a page of entries with who and the change, then the next page on "Load more"', async () => {
    const user = userEvent.setup();
    renderApp(`/projects/${project.project_code}?tab=activity`);
    const list = await activityList();
    expect(entriesOf(list)).toHaveLength(50);
    const newest = entriesOf(list)[0]!;
    expect(within(newest).getByText('Review status changed')).toBeInTheDocument();
    expect(within(newest).getByText(`Project ${project.project_code}`)).toBeInTheDocument();
    expect(within(newest).getByText(/\(Admin\)$/)).toBeInTheDocument();
    // The last change went from "In review" to "Changes requested".
    const change = within(newest).getByRole('list', { name: 'Changes' });
    expect(change).toHaveTextContent('Review status: In review → Changes requested');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(entriesOf(list).length).toBeGreaterThanOrEqual(CHANGES), { timeout: 15_000 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
  }, 60_000);

  it('filters by kind, with an empty state when nothing of that kind happened', async () => {
    const user = userEvent.setup();
    renderApp(`/projects/${project.project_code}?tab=activity`);
    await activityList();
    const filter = screen.getByRole('combobox', { name: 'Kind of activity' });
    await user.selectOptions(filter, 'submittal');
    expect(await screen.findByText('No activity yet', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.selectOptions(filter, 'project');
    expect(entriesOf(await activityList())).toHaveLength(50);
  }, 60_000);
});

import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query/query-client';
import { MESSAGES } from '@/shared/messages';
import type { DeficiencyTrackingResponse } from '@/shared/schemas/inspections';
import { signInAsDemo } from '../../support/web-demo-users';
import { renderApp } from '../../support/web-render';
import { webTestServerPerFile } from '../../support/web-server-per-file';

// Honest screens (docs/offline.md, Data offline): offline, a screen whose data was never stored says so
// instead of spinning; online nothing changes.
webTestServerPerFile({ TEST_SEED: 'demo' });
let projectCode: string;

beforeAll(async () => {
  await signInAsDemo('Admin');
  const { data } = await apiClient.get<DeficiencyTrackingResponse>('/api/deficiency/tracking?archived=false');
  projectCode = data.items[0]!.project_code;
}, 60_000);

afterEach(() => {
  act(() => onlineManager.setOnline(true));
});

/** The message shows in a status region, and no spinner or skeleton. */
async function expectNotAvailableOffline() {
  const message = await screen.findByText(MESSAGES.notAvailableOffline, {}, { timeout: 10_000 });
  expect(message.closest('[role="status"]')).not.toBeNull();
  expect(screen.queryByRole('status', { name: /^Loading/ })).not.toBeInTheDocument();
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();
}

describe('a screen whose data was never stored, opened offline', () => {
  it('deficiency tracking, the app started offline: says it is not available offline, then loads once the connection returns', async () => {
    await signInAsDemo('Admin');
    queryClient.clear();
    act(() => onlineManager.setOnline(false));
    renderApp('/deficiency-tracking');
    await expectNotAvailableOffline();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('list', { name: 'Deficiencies' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.notAvailableOffline)).not.toBeInTheDocument();
  }, 60_000);

  it('a project page and the companies list, opened after the connection dropped: say so instead of a skeleton or an empty table', async () => {
    await signInAsDemo('Admin');
    const { router } = renderApp('/deficiency-tracking');
    expect(await screen.findByRole('list', { name: 'Deficiencies' }, { timeout: 15_000 })).toBeInTheDocument();
    // Online, the list shows without the message.
    expect(screen.queryByText(MESSAGES.notAvailableOffline)).not.toBeInTheDocument();

    act(() => onlineManager.setOnline(false));
    await act(() => router.navigate(`/projects/${projectCode}`));
    await expectNotAvailableOffline();

    await act(() => router.navigate('/companies'));
    await expectNotAvailableOffline();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    // Back on the list opened before: its data is there, with its age.
    await act(() => router.navigate('/deficiency-tracking'));
    expect(await screen.findByRole('list', { name: 'Deficiencies' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/^Offline · Updated/)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.notAvailableOffline)).not.toBeInTheDocument();
  }, 60_000);
});

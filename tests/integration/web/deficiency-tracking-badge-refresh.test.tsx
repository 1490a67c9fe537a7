import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/offline/queued-write';
import type { Inspection } from '@/shared/schemas/inspections';
import { signInAsDemo } from '../../support/web-demo-users';
import { renderApp } from '../../support/web-render';
import { webTestServerPerFile } from '../../support/web-server-per-file';

// The demo seed has four open deficiencies, three of them in a queue; the badge polls every second.
webTestServerPerFile({ TEST_SEED: 'demo', TEST_POLL_INTERVAL_MS: '1000' });

/** Someone else records a visit with one new deficiency: straight to the API, past this page's query cache. */
async function recordDeficiencyElsewhere(location: string) {
  // Due tomorrow: in the reminder queue only (docs/business-rules.md, Deficiencies).
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const { data: scheduled } = await apiClient.get<{ data: Inspection[] }>('/api/inspections?status=scheduled');
  const visit = scheduled[0]!;
  await apiClient.post(
    `/api/inspections/${visit.id}/record`,
    {
      version: visit.version,
      result: 'pass_with_deficiencies',
      performed_at: new Date().toISOString(),
      deficiencies: [{ location, description: 'Runs in the topcoat', category: 'workmanship', severity: 'critical', due_date: tomorrow }],
    },
    { idempotencyKey: newIdempotencyKey() },
  );
}

const articles = () => within(screen.getByRole('list', { name: 'Deficiencies' })).getAllByRole('article');

describe('deficiency tracking list and the navigation badge', () => {
  it('refetches the list on screen when a badge poll sees a changed answer, without remount or focus', async () => {
    await signInAsDemo('Admin');
    renderApp('/deficiency-tracking');
    expect(await screen.findByRole('link', { name: 'Deficiency alerts, 3 need action' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(articles()).toHaveLength(4), { timeout: 10_000 });

    await recordDeficiencyElsewhere('Stair core, level 2');
    // The badge's next poll sees the new deficiency (in the reminder queue); the list follows it.
    expect(await screen.findByRole('link', { name: 'Deficiency alerts, 4 need action' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(articles()).toHaveLength(5), { timeout: 10_000 });
    expect(screen.getByRole('article', { name: /Stair core, level 2/ })).toBeInTheDocument();
  }, 60_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import type { BillingStageListItem, BillingStagesListResponse } from '@/shared/schemas/invoices';
import { signInAsDemo } from '../../support/web-demo-users';
import { renderApp } from '../../support/web-render';
import { webTestServerPerFile } from '../../support/web-server-per-file';

// The demo seed: projects with billing stages, some ready to invoice.
webTestServerPerFile({ TEST_SEED: 'demo' });

const eventually = (check: () => unknown) => waitFor(check, { timeout: 15_000 });
const what = (stage: Pick<BillingStageListItem, 'stage_description' | 'project_code'>) => `${stage.stage_description} of ${stage.project_code}`;

/** A stage that can still be voided (ready: on no invoice yet). */
async function voidableStage(): Promise<BillingStageListItem> {
  const { data } = await apiClient.get<BillingStagesListResponse>('/api/billing-stages?status=ready&sort=project&order=asc&pageSize=1');
  expect(data).toHaveLength(1);
  return data[0]!;
}

describe('Void one billing stage on the project\u2019s Invoicing tab', () => {
  it('lets the Admin void a stage with a reason: it then shows Void and why, without its actions', async () => {
    await signInAsDemo('Admin');
    const stage = await voidableStage();
    const user = userEvent.setup();
    const view = renderApp(`/invoicing/project/${stage.project_code}`);
    const stages = await screen.findByRole('table', { name: 'Billing stages' }, { timeout: 15_000 });
    await user.click(await within(stages).findByRole('button', { name: `Void stage: ${what(stage)}` }, { timeout: 15_000 }));

    const dialog = await screen.findByRole('dialog', { name: `Void stage · ${what(stage)}` }, { timeout: 10_000 });
    // The reason is required (the shared schema, before anything is sent).
    await user.click(within(dialog).getByRole('button', { name: 'Void stage' }));
    expect(await within(dialog).findByText('Give the reason for voiding the stage')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason for voiding the stage'), 'Progress billing waived: owner pays on completion');
    await user.click(within(dialog).getByRole('button', { name: 'Void stage' }));

    expect(await screen.findByText(`${what(stage)} void`, {}, { timeout: 10_000 })).toBeInTheDocument();
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const reason = await within(stages).findByText('Progress billing waived: owner pays on completion', {}, { timeout: 10_000 });
    const row = reason.closest('tr')!;
    expect(within(row).getByText('Void')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: `Void stage: ${what(stage)}` })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: `Mark invoiced: ${what(stage)}` })).not.toBeInTheDocument();
    expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();

    const stored = await apiClient.get<BillingStagesListResponse>(`/api/billing-stages?project=${stage.project_code}&status=void`);
    expect(stored.data.map((item) => [item.id, item.voided_reason])).toContainEqual([stage.id, 'Progress billing waived: owner pays on completion']);
    view.unmount();
  }, 90_000);

  it('shows the Inspector the stages without the Admin\u2019s actions', async () => {
    await signInAsDemo('Admin');
    const stage = await voidableStage();
    await signInAsDemo('Inspector');
    renderApp(`/invoicing/project/${stage.project_code}`);
    const stages = await screen.findByRole('table', { name: 'Billing stages' }, { timeout: 15_000 });
    await eventually(() => expect(within(stages).getByText(stage.stage_description)).toBeInTheDocument());
    expect(within(stages).queryByRole('button', { name: /^Void stage/ })).not.toBeInTheDocument();
    expect(within(stages).queryByRole('button', { name: /^Mark invoiced/ })).not.toBeInTheDocument();
  }, 60_000);
});

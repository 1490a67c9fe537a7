import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toaster';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query/query-client';
import { getSupabase } from '@/lib/supabase-client';
import type { ScheduleRun } from '@/shared/schemas/schedules';
import { delayResponses } from '../../support/web-fetch-delay';
import { renderApp } from '../../support/web-render';
import { signInNewUser } from '../../support/web-users';
import { startWebTestServer, type WebTestServer } from '../../support/web-server';

let server: WebTestServer;

beforeAll(async () => {
  server = await startWebTestServer();
  await signInNewUser(server, 'admin');
}, 180_000);

afterAll(async () => {
  await getSupabase().auth.signOut({ scope: 'local' });
  await server?.close();
}, 30_000);

describe('/scheduled-reports (staff)', () => {
  it('picks when in words (custom cron as the advanced option), validates the form, then creates and runs a schedule', async () => {
    const user = userEvent.setup();
    renderApp('/scheduled-reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scheduled Queries' }, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'New schedule' }));

    // A new schedule: weekly on Monday at 07:00, in the office's time zone; no cron to type.
    const form = await screen.findByRole('form', { name: 'Create schedule' });
    const preview = () => within(form).getByTestId('cron-preview');
    expect(within(form).getByLabelText('Repeats')).toHaveValue('weekly');
    expect(within(form).getByLabelText('Day of the week')).toHaveValue('1');
    const time = within(form).getByLabelText('Time');
    expect(time).toHaveValue('07:00');
    expect(within(form).getByText("In the office's time zone, America/Vancouver.")).toBeInTheDocument();
    expect(preview()).toHaveTextContent('At 07:00, only on Monday (America/Vancouver)');
    expect(within(form).queryByLabelText('Cron expression')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Time zone')).not.toBeInTheDocument();

    await user.clear(time);
    await user.click(within(form).getByRole('button', { name: 'Create schedule' }));
    expect(await within(form).findByText('Enter a name.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a time, e.g. 07:00.')).toBeInTheDocument();
    expect(within(form).getByText('Enter at least one recipient.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Name'), 'Monthly travel fees');
    await waitFor(() => expect(within(form).getAllByRole('option', { name: 'Travel Fees' }).length).toBe(1), { timeout: 15_000 });
    await user.selectOptions(within(form).getByLabelText('Report'), 'travel-fees');
    await user.selectOptions(within(form).getByLabelText('Repeats'), 'monthly');
    await user.selectOptions(within(form).getByLabelText('Day of the month'), 'Last day of the month');
    await user.type(within(form).getByLabelText('Time'), '06:00');
    expect(preview()).toHaveTextContent('At 06:00, on the last day of the month (America/Vancouver)');

    // The advanced option starts from what was picked, and says when a cron is not valid.
    await user.selectOptions(within(form).getByLabelText('Repeats'), 'Custom (cron)');
    const cron = within(form).getByLabelText('Cron expression');
    expect(cron).toHaveValue('0 6 L * *');
    expect(within(form).getByLabelText('Time zone')).toHaveValue('America/Vancouver');
    await user.clear(cron);
    await user.type(cron, 'every day');
    expect(preview()).toHaveTextContent('Not a valid cron expression yet.');
    await user.selectOptions(within(form).getByLabelText('Repeats'), 'Monthly');
    expect(preview()).toHaveTextContent('At 06:00, on the last day of the month (America/Vancouver)');
    await user.selectOptions(within(form).getByLabelText('Format'), 'csv');
    await user.type(within(form).getByLabelText('E-mail addresses'), 'finance@example.com, nope');
    await user.click(within(form).getByRole('button', { name: 'Create schedule' }));
    expect(await within(form).findByText('Every recipient must be a valid e-mail address.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('E-mail addresses'));
    await user.type(within(form).getByLabelText('E-mail addresses'), 'finance@example.com');
    await user.click(within(form).getByRole('button', { name: 'Create schedule' }));

    const table = await screen.findByRole('table', { name: 'Scheduled reports' }, { timeout: 15_000 });
    expect(await within(table).findByText('Monthly travel fees')).toBeInTheDocument();
    expect(within(table).getByText('At 06:00, on the last day of the month')).toBeInTheDocument();
    expect(within(table).getByText('0 6 L * * · America/Vancouver')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Run Monthly travel fees now' }));
    const runs = await screen.findByRole('table', { name: 'Runs of Monthly travel fees' }, { timeout: 15_000 });
    expect(await within(runs).findByText('Succeeded')).toBeInTheDocument();
    expect(within(runs).getByRole('button', { name: /^Download Travel Fees .*\.csv/ })).toBeInTheDocument();
  }, 120_000);

  it('opens a stored schedule in the picker when its cron is a simple one, any other as custom cron', async () => {
    await signInNewUser(server, 'admin'); // each test starts signed out (local storage is cleared)
    const stored = (name: string, cron: string) =>
      apiClient.post('/api/schedules', { name, report_key: 'storage-usage', cron, time_zone: 'America/Vancouver', format: 'csv', recipients: ['ops@example.com'], enabled: true });
    await stored('Friday storage', '15 17 * * 5');
    await stored('Weekday storage', '30 8 * * 1-5');
    queryClient.clear();
    const user = userEvent.setup();
    renderApp('/scheduled-reports');
    const table = await screen.findByRole('table', { name: 'Scheduled reports' }, { timeout: 15_000 });

    await user.click(await within(table).findByRole('button', { name: 'Edit Friday storage' }));
    let form = await screen.findByRole('form', { name: 'Save schedule' });
    expect(within(form).getByLabelText('Repeats')).toHaveValue('weekly');
    expect(within(form).getByLabelText('Day of the week')).toHaveValue('5');
    expect(within(form).getByLabelText('Time')).toHaveValue('17:15');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    await user.click(within(table).getByRole('button', { name: 'Edit Weekday storage' }));
    form = await screen.findByRole('form', { name: 'Save schedule' });
    expect(within(form).getByLabelText('Repeats')).toHaveValue('custom');
    expect(within(form).getByLabelText('Cron expression')).toHaveValue('30 8 * * 1-5');
    expect(within(form).getByTestId('cron-preview')).toHaveTextContent('At 08:30, Monday through Friday (America/Vancouver)');
  }, 90_000);

  it('runs two schedules at once: each keeps its button busy and reports its own result', async () => {
    await signInNewUser(server, 'admin'); // each test starts signed out (local storage is cleared)
    for (const name of ['Weekly storage', 'Weekly email']) {
      await apiClient.post('/api/schedules', { name, report_key: 'storage-usage', cron: '0 7 * * 1', time_zone: 'UTC', format: 'csv', recipients: ['ops@example.com'], enabled: true });
    }
    queryClient.clear();
    const user = userEvent.setup();
    renderApp('/scheduled-reports');
    const table = await screen.findByRole('table', { name: 'Scheduled reports' }, { timeout: 15_000 });
    const runButton = (name: string) => within(table).getByRole('button', { name: `Run ${name} now` });
    await within(table).findByText('Weekly email', {}, { timeout: 15_000 });
    act(() => toaster.remove());

    // Each run answers slowly: the second click comes while the first is still running.
    const slowRuns = delayResponses((url, method) => method === 'POST' && url.pathname.endsWith('/run'), 1_500);
    await user.click(runButton('Weekly storage'));
    await user.click(runButton('Weekly email'));
    expect(runButton('Weekly storage')).toBeDisabled();
    expect(runButton('Weekly email')).toBeDisabled();
    // The first run's result is not lost to the second click (one toast shows at a time: the first first).
    expect(await screen.findByText('Weekly storage ran', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(runButton('Weekly email')).toBeEnabled(), { timeout: 10_000 });
    expect(runButton('Weekly storage')).toBeEnabled();
    slowRuns.mockRestore();
  }, 60_000);
  it('shows a partly failed run: who got the file, who could not be e-mailed and why', async () => {
    await signInNewUser(server, 'admin');
    await apiClient.post('/api/schedules', { name: 'Weekly mixed', report_key: 'storage-usage', cron: '0 7 * * 1', time_zone: 'UTC', format: 'csv', recipients: ['ops@example.com', 'gone@example.com'], enabled: true });
    queryClient.clear();
    // The test server writes mail to files, so nothing fails there: its answers are rewritten as
    // the server records a run whose second recipient's mailbox refused the mail.
    const partly = (run: ScheduleRun): ScheduleRun =>
      run.deliveries.some((delivery) => delivery.recipient === 'gone@example.com')
        ? {
            ...run,
            status: 'partly_failed',
            emailed_to: ['ops@example.com'],
            error: 'Could not e-mail 1 of 2 recipients: gone@example.com (550 mailbox unavailable)',
            deliveries: [
              { recipient: 'ops@example.com', status: 'sent', error: null },
              { recipient: 'gone@example.com', status: 'failed', error: '550 mailbox unavailable' },
            ],
          }
        : run;
    const realFetch = globalThis.fetch;
    const rewrite = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (!url.pathname.startsWith('/api/schedules') || !response.ok) return response;
      const body = (await response.clone().json()) as Record<string, unknown>;
      const next = url.pathname.endsWith('/run')
        ? partly(body as unknown as ScheduleRun)
        : {
            ...body,
            ...(Array.isArray(body.runs) ? { runs: (body.runs as ScheduleRun[]).map(partly) } : {}),
            ...(body.last_run ? { last_run: partly(body.last_run as ScheduleRun) } : {}),
            ...(Array.isArray(body.data) ? { data: (body.data as { last_run: ScheduleRun | null }[]).map((row) => ({ ...row, last_run: row.last_run && partly(row.last_run) })) } : {}),
          };
      return new Response(JSON.stringify(next), { status: response.status, headers: response.headers });
    });
    try {
      const user = userEvent.setup();
      renderApp('/scheduled-reports');
      const table = await screen.findByRole('table', { name: 'Scheduled reports' }, { timeout: 15_000 });
      await within(table).findByText('Weekly mixed', {}, { timeout: 15_000 });
      act(() => toaster.remove());
      await user.click(within(table).getByRole('button', { name: 'Run Weekly mixed now' }));
      expect(await screen.findByText('Weekly mixed ran, some e-mails failed', {}, { timeout: 10_000 })).toBeInTheDocument();
      const runs = await screen.findByRole('table', { name: 'Runs of Weekly mixed' }, { timeout: 15_000 });
      expect(await within(runs).findByText('Partly failed')).toBeInTheDocument();
      expect(within(runs).getByText('E-mailed to ops@example.com. Not e-mailed to gone@example.com (550 mailbox unavailable)')).toBeInTheDocument();
      expect(within(runs).getByRole('button', { name: /^Download Storage Usage .*\.csv/ })).toBeInTheDocument();
    } finally {
      rewrite.mockRestore();
    }
  }, 60_000);
});

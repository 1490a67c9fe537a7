import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFICIENCY_THRESHOLDS } from '@/shared/deficiency-rules';
import { renderApp } from '../../support/web-render';
import { signInNewUser } from '../../support/web-users';
import { webTestServerPerFile } from '../../support/web-server-per-file';

const server = webTestServerPerFile();

beforeAll(async () => {
  await signInNewUser(server, 'admin');
}, 120_000);

describe('/admin/services-documentation (Admin)', () => {
  it('shows the first how-to page, switches topics through the URL, and lists the rules from the code', async () => {
    const user = userEvent.setup();
    renderApp('/admin/services-documentation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Services Documentation' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Running a stage inspection' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Saving without a connection' })).toBeInTheDocument();

    const topics = screen.getByRole('navigation', { name: 'Services documentation topics' });
    expect(within(topics).getAllByRole('link')).toHaveLength(5);
    await user.click(within(topics).getByRole('link', { name: 'Deficiency follow-up' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Following up deficiencies' })).toBeInTheDocument();
    expect(within(topics).getByRole('link', { name: 'Deficiency follow-up' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'The three queues' })).toBeInTheDocument();

    const rules = screen.getByRole('region', { name: 'Rules in force' });
    expect(within(rules).getByText(`${DEFICIENCY_THRESHOLDS.warningOverdueDays} days past the due date, or after ${DEFICIENCY_THRESHOLDS.maxReminders} reminders`)).toBeInTheDocument();
  });
});

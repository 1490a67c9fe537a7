import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NEW_MESSAGE_LABEL } from '@/features/messages/components/mailbox';
import { MESSAGE_EMAIL_LABEL } from '@/features/settings/components/message-email-switch';
import { REPLY_SENT_TEXT } from '@/features/messages/components/reply-form';
import { unreadLabel } from '@/features/messages/components/thread-list';
import { MESSAGE_QUEUED_TEXT } from '@/features/messages/message-form-model';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query/query-client';
import { MESSAGE_MESSAGES, type ThreadDetail } from '@/shared/schemas/messages';
import type { ProjectsListResponse } from '@/shared/schemas/projects';
import { signInAsDemo } from '../../support/web-demo-users';
import { chooseCompany } from '../../support/web-company-picker';
import { renderApp } from '../../support/web-render';
import { webTestServerPerFile } from '../../support/web-server-per-file';

// The demo seed: the demo Admin and the demo Client of Harbourview Strata Council.
webTestServerPerFile({ TEST_SEED: 'demo' });

/** Sign in as another demo user between renders; the app clears the cache on sign-out only while it is mounted. */
async function switchTo(role: 'Admin' | 'Client') {
  await signInAsDemo(role);
  queryClient.clear();
}

const idempotent = () => ({ headers: { 'Idempotency-Key': crypto.randomUUID() } });
afterEach(() => {
  act(() => onlineManager.setOnline(true));
});

const mailboxLink = (unread?: number) => screen.findByRole('link', { name: unread ? `Mailbox, ${unread} unread` : 'Mailbox' }, { timeout: 15_000 });

describe('the client mailbox (/mailbox)', () => {
  it('validates and sends a new message to the office, then reads the office’s reply, which lowers the badge', async () => {
    await switchTo('Client');
    const user = userEvent.setup();
    const view = renderApp('/mailbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mailbox' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: MESSAGE_EMAIL_LABEL })).toBeChecked();

    await user.click(screen.getByRole('button', { name: NEW_MESSAGE_LABEL }));
    const form = await screen.findByRole('form', { name: 'New message to our office' });
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText(MESSAGE_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(within(form).getByText(MESSAGE_MESSAGES.bodyRequired)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Subject'), 'Balcony railings');
    await user.type(within(form).getByLabelText('Message'), 'Which coating system is approved for the balcony railings?');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    // The new conversation opens.
    expect(await screen.findByRole('heading', { level: 2, name: 'Balcony railings' }, { timeout: 10_000 })).toBeInTheDocument();
    const sentList = await screen.findByRole('list', { name: 'Conversations' });
    expect(await within(sentList).findByRole('link', { name: /Balcony railings/ })).toBeInTheDocument();
    view.unmount();

    // The office answers.
    const [thread] = (await apiClient.get<{ data: ThreadDetail[] }>('/api/messages/threads')).data;
    await switchTo('Admin');
    await apiClient.post(`/api/messages/threads/${thread!.id}/messages`, { body: 'Use the MPI 4 system: two coats over the zinc primer.' }, idempotent());
    await switchTo('Client');

    renderApp('/mailbox');
    await mailboxLink(1);
    // The copy kept on this device shows first, then the server's answer with the unread reply.
    const list = await screen.findByRole('list', { name: 'Conversations' }, { timeout: 10_000 });
    await waitFor(() => expect(within(list).getByRole('link', { name: new RegExp(`Balcony railings ${unreadLabel(1)}`) })).toBeInTheDocument(), { timeout: 10_000 });
    await user.click(within(list).getByRole('link', { name: /Balcony railings/ }));
    expect(await screen.findByText('Use the MPI 4 system: two coats over the zinc primer.')).toBeInTheDocument();
    // Reading marks it read: the badge drops at once (messagesRead), the list follows.
    expect(await mailboxLink()).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(unreadLabel(1))).not.toBeInTheDocument(), { timeout: 10_000 });

    await user.type(screen.getByLabelText('Your reply'), 'Thank you, that is clear.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(REPLY_SENT_TEXT, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Thank you, that is clear.')).toBeInTheDocument();
  }, 90_000);
});

describe('the admin mailbox (/admin/mailbox)', () => {
  it('lists every client’s conversations unread first, searches, and writes to a chosen company', async () => {
    await switchTo('Client');
    const created = await apiClient.post<ThreadDetail>('/api/messages/threads', { subject: 'Scaffold dates', body: 'When does the scaffold come down?' }, idempotent());
    await switchTo('Admin');
    const user = userEvent.setup();
    renderApp('/admin/mailbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Mailbox' }, { timeout: 15_000 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversations' }, { timeout: 10_000 });
    await waitFor(() => expect(within(list).getAllByRole('link')[0]).toHaveAccessibleName(expect.stringMatching(new RegExp(`^Scaffold dates ${unreadLabel(1)} ${created.company_name}`))), {
      timeout: 10_000,
    });

    await user.type(screen.getByLabelText('Search conversations'), 'no such subject at all');
    expect(await screen.findByText('No conversation matches', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search conversations'));

    await user.click(screen.getByRole('button', { name: NEW_MESSAGE_LABEL }));
    const form = await screen.findByRole('form', { name: 'New message to a client' });
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText(MESSAGE_MESSAGES.companyRequired)).toBeInTheDocument();
    await chooseCompany(user, await within(form).findByRole('combobox', { name: 'Client company' }), created.company_name);
    await user.type(within(form).getByLabelText('Subject'), 'Final inspection booked');
    await user.type(within(form).getByLabelText('Message'), 'The final inspection is booked for next Tuesday at 9:00.');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Final inspection booked' }, { timeout: 10_000 });
    expect(heading.parentElement).toHaveTextContent(created.company_name);
  }, 90_000);
});

describe('the project page’s Messages tab', () => {
  it('lists the conversations about the project and starts a new one with its company', async () => {
    await switchTo('Admin');
    const { data } = await apiClient.get<ProjectsListResponse>('/api/projects?pageSize=50');
    const project = data.find((item) => item.company_name)!;
    const user = userEvent.setup();
    renderApp(`/projects/${project.project_code}?tab=messages`);
    expect(await screen.findByText('No messages yet', {}, { timeout: 15_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New message about this project' }));
    const form = await screen.findByRole('form', { name: `New message to ${project.company_name}` });
    await user.type(within(form).getByLabelText('Subject'), 'Second coat timing');
    await user.type(within(form).getByLabelText('Message'), 'The second coat can go on from Monday.');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    const list = await screen.findByRole('list', { name: 'Conversations' }, { timeout: 10_000 });
    const link = within(list).getByRole('link', { name: /Second coat timing/ });
    expect(link.getAttribute('href')).toMatch(/^\/admin\/mailbox\?thread=/);
    expect(link).toHaveTextContent(project.project_code);
  }, 60_000);
});

describe('writing offline', () => {
  it('keeps a new message on this device and sends it once the connection returns', async () => {
    await switchTo('Client');
    const user = userEvent.setup();
    renderApp('/mailbox?compose=1');
    const form = await screen.findByRole('form', { name: 'New message to our office' }, { timeout: 15_000 });
    act(() => onlineManager.setOnline(false));
    await user.type(within(form).getByLabelText('Subject'), 'Written on site');
    await user.type(within(form).getByLabelText('Message'), 'The north elevation is ready for the second coat.');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText(MESSAGE_QUEUED_TEXT)).toBeInTheDocument();
    expect(within(form).getByLabelText('Subject')).toHaveValue('');

    act(() => onlineManager.setOnline(true));
    await waitFor(
      async () => {
        const { data } = await apiClient.get<{ data: ThreadDetail[] }>('/api/messages/threads?search=Written%20on%20site');
        expect(data).toHaveLength(1);
      },
      { timeout: 15_000 },
    );
  }, 60_000);
});

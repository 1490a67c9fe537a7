import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query/query-client';
import { REQUEST_MESSAGES, type RequestDetail } from '@/shared/schemas/requests';
import { UPLOAD_MESSAGES } from '@/shared/uploads';
import { SAMPLE_PDF, SAMPLE_PNG } from '../../support/sample-files';
import { renderApp } from '../../support/web-render';
import { signInNewUser } from '../../support/web-users';
import { webTestServerPerFile } from '../../support/web-server-per-file';

const server = webTestServerPerFile({}, { signOut: 'afterEach' });

type User = ReturnType<typeof userEvent.setup>;

async function openForm() {
  const view = renderApp('/inspections/request-inspector');
  expect(await screen.findByRole('heading', { level: 1, name: 'Request an Inspection' }, { timeout: 10_000 })).toBeInTheDocument();
  return view;
}

async function fillRfi(user: User) {
  await user.type(screen.getByLabelText('Project name'), 'Harbourview School repaint');
  await user.type(screen.getByLabelText('Site address'), '400 Harbour Street');
  await user.type(screen.getByLabelText('City'), 'Vancouver');
  await user.selectOptions(screen.getByLabelText('Province or territory'), 'BC');
  await user.selectOptions(screen.getByLabelText('Sector'), 'public');
  await user.selectOptions(screen.getByLabelText('Building type'), 'school');
  await user.selectOptions(screen.getByLabelText('New construction or repaint'), 'repaint');
  await user.type(screen.getByLabelText('Paint contract amount (dollars)'), '180,000');
  await user.type(screen.getByLabelText('Desired start date'), '2026-06-01');
  await user.type(screen.getByLabelText('Coats planned'), '2');
  await user.type(screen.getByLabelText('Architect name'), 'Lumen Architects');
  await user.type(screen.getByLabelText('Describe the work'), 'Interior repaint of classrooms and corridors, two coats over primer.');
}

describe('the RFI form (Request for Inspector)', () => {
  it('validates with the shared schema, submits, and confirms with the request number', async () => {
    await signInNewUser(server, 'client');
    const user = userEvent.setup();
    await openForm();

    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText(REQUEST_MESSAGES.projectNameRequired)).toBeInTheDocument();
    expect(screen.getByText(REQUEST_MESSAGES.regionRequired)).toBeInTheDocument();
    expect(screen.getByText(REQUEST_MESSAGES.contractAmountRequired)).toBeInTheDocument();
    expect(screen.getByText(REQUEST_MESSAGES.coatsPlanned)).toBeInTheDocument();
    expect(screen.getByLabelText('Project name')).toHaveAttribute('aria-invalid', 'true');

    await fillRfi(user);
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    // The form gives way to the confirmation, whose heading has the focus (a screen reader says it).
    const heading = await screen.findByRole('heading', { level: 2, name: /^Request RQ-\d{4}-\d{6} received$/ }, { timeout: 10_000 });
    await waitFor(() => expect(heading).toHaveFocus());
    const requestNo = /RQ-\d{4}-\d{6}/.exec(heading.textContent ?? '')![0];
    const panel = screen.getByRole('region', { name: `Request ${requestNo} received` });
    expect(within(panel).getByText(/we will contact you within 24-48 hours/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: `View request ${requestNo}` })).toHaveAttribute('href', expect.stringMatching(/^\/my-requests\/[0-9a-f-]{36}$/));
    expect(screen.queryByRole('form', { name: 'Request form' })).not.toBeInTheDocument();

    // A new request: the empty form again, the focus in its first field.
    await user.click(within(panel).getByRole('link', { name: 'Make another request' }));
    await waitFor(() => expect(screen.getByLabelText('Project name')).toHaveFocus());
    expect(screen.getByLabelText('Project name')).toHaveValue('');
    expect(screen.queryByRole('region', { name: `Request ${requestNo} received` })).not.toBeInTheDocument();
  }, 60_000);

  it('offline: says the request is saved on this device (no number yet), then shows its number once it has landed', async () => {
    await signInNewUser(server, 'client');
    const user = userEvent.setup();
    await openForm();
    await fillRfi(user);
    act(() => onlineManager.setOnline(false));
    try {
      await user.click(screen.getByRole('button', { name: 'Submit request' }));
      const waiting = await screen.findByRole('heading', { level: 2, name: 'Request saved on this device' }, { timeout: 10_000 });
      await waitFor(() => expect(waiting).toHaveFocus());
      const panel = screen.getByRole('region', { name: 'Request saved on this device' });
      expect(within(panel).getByText(/sent when you are back online/)).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: 'My Requests' })).toHaveAttribute('href', '/my-requests');
      expect(within(panel).getByRole('link', { name: 'Make another request' })).toHaveAttribute('href', '/inspections/request-inspector');
      expect(screen.queryByText(/RQ-\d{4}-\d{6}/)).not.toBeInTheDocument();

      act(() => onlineManager.setOnline(true));
      const received = await screen.findByRole('heading', { level: 2, name: /^Request RQ-\d{4}-\d{6} received$/ }, { timeout: 15_000 });
      await waitFor(() => expect(received).toHaveFocus());
      expect(screen.queryByRole('heading', { name: 'Request saved on this device' })).not.toBeInTheDocument();
    } finally {
      act(() => onlineManager.setOnline(true));
      queryClient.getMutationCache().clear();
    }
  }, 60_000);

  it('keeps a draft through a remount, until it is discarded', async () => {
    await signInNewUser(server, 'client');
    const user = userEvent.setup();
    const first = await openForm();
    await user.type(screen.getByLabelText('Project name'), 'Seawall condos');
    await user.type(screen.getByLabelText('City'), 'Victoria');
    expect(await screen.findByText(/^Draft saved on this device/)).toBeInTheDocument();
    first.unmount();

    await openForm();
    await waitFor(() => expect(screen.getByLabelText('Project name')).toHaveValue('Seawall condos'));
    expect(screen.getByLabelText('City')).toHaveValue('Victoria');

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(screen.getByLabelText('Project name')).toHaveValue(''));
  }, 60_000);
});

describe('attachments on a request', () => {
  it('checks the file first, keeps the chosen files, uploads them with the request and lists them on it', async () => {
    await signInNewUser(server, 'client');
    const user = userEvent.setup({ applyAccept: false });
    await openForm();
    await fillRfi(user);

    const picker = screen.getByLabelText('Attach files');
    await user.upload(picker, new File(['just some notes'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(`notes.txt: ${UPLOAD_MESSAGES.wrongType('request_attachment')}`)).toBeInTheDocument();

    await user.upload(picker, [
      new File([new Uint8Array(SAMPLE_PDF)], 'Site plan.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(SAMPLE_PNG)], 'north wall.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByText('Site plan.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove north wall.png' }));
    expect(screen.queryByText('north wall.png')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    const href = (await screen.findByRole('link', { name: /^View request RQ-/ }, { timeout: 10_000 })).getAttribute('href')!;

    const saved = await apiClient.get<RequestDetail>(`/api/requests/${href.split('/').pop()}`);
    expect(saved.attachments).toEqual([expect.objectContaining({ filename: 'Site plan.pdf', mime_type: 'application/pdf', size_bytes: SAMPLE_PDF.length })]);
    const stored = await apiClient.download(`/api/uploads/${saved.attachments[0]!.id}`);
    expect(Buffer.from(await stored.arrayBuffer()).equals(SAMPLE_PDF)).toBe(true);
  }, 60_000);
});

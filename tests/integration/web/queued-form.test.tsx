import { ChakraProvider } from '@chakra-ui/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@supabase/supabase-js';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalSystem } from '@/app/theme';
import { SyncStatus } from '@/components/layout/nav/sync-status';
import { ApiError } from '@/lib/api-client';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { deleteFormDraft, formDraftKey, loadFormDraft } from '@/lib/forms/form-drafts';
import { useQueuedForm } from '@/lib/forms/use-queued-form';
import { defineQueuedWrite, registerQueuedWrites, type QueuedWriteVariables } from '@/lib/offline/queued-write';
import { listWaitingChanges } from '@/lib/offline/waiting-changes';

interface NoteValues {
  text: string;
}

interface NoteWrite extends QueuedWriteVariables {
  text: string;
  version: number;
}

const DEFAULTS: NoteValues = { text: '' };
const FORM_ID = 'queued-form-test-note';
const DRAFT_KEY = formDraftKey('u1', FORM_ID);
const resolver: Resolver<NoteValues> = async (values) => ({ values, errors: {} });
const noteWrite = defineQueuedWrite({ key: ['notes', 'add'], describe: (write: NoteWrite) => `Note: ${write.text}`, send: (write: NoteWrite) => send(write), editPath: '/notes' });
let send: (write: NoteWrite) => Promise<unknown>;

/** A form as the app's are made (useQueuedForm): one text field, its refusal, and its status. */
function NoteForm() {
  const [sent, setSent] = useState(false);
  const { form, waiting, send: sendNote, footer } = useQueuedForm({ write: noteWrite, formId: FORM_ID, defaults: DEFAULTS, resolver, failureText: 'The note could not be saved.' });
  const onSubmit = form.handleSubmit(({ text }) => {
    setSent(false);
    sendNote({ text, version: 1 }, () => setSent(true));
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="New note">
      <label>
        Note
        <input {...form.register('text')} />
      </label>
      <button type="submit">Save note</button>
      {footer.serverError && <p role="alert">{footer.serverError}</p>}
      <p role="status">{waiting ? 'Waiting to sync' : sent ? 'Note saved' : ''}</p>
    </form>
  );
}

const auth = { user: { id: 'u1', user_metadata: {} } as unknown as User, loading: false, isAuthenticated: true } as AuthContextValue;

/** The form with the bar's sync status (the list of waiting changes) on a real query client; `/elsewhere` has no form. */
function setup(sendNote: (write: NoteWrite) => Promise<unknown>) {
  send = sendNote;
  const client = new QueryClient();
  registerQueuedWrites(client, [noteWrite]);
  const router = createMemoryRouter(
    [
      {
        path: '/notes',
        element: (
          <>
            <SyncStatus />
            <NoteForm />
          </>
        ),
      },
      { path: '/elsewhere', element: <SyncStatus /> },
    ],
    { initialEntries: ['/notes'] },
  );
  render(
    <ChakraProvider value={portalSystem()}>
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={auth}>
          <RouterProvider router={router} />
        </AuthContext.Provider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { client, router, user: userEvent.setup() };
}

const field = () => screen.getByLabelText('Note');
const savedDraft = () => loadFormDraft<NoteValues>(DRAFT_KEY).then((stored) => stored?.values.text);

afterEach(async () => {
  act(() => onlineManager.setOnline(true));
  await deleteFormDraft(DRAFT_KEY);
});

describe('a queued form (useQueuedForm)', () => {
  it('online: shows a refusal under the form, with the values still in it, and not in the list of waiting changes', async () => {
    const { client, user } = setup(async () => {
      throw new ApiError(400, { error: 'The note is too short' }, 'The note is too short');
    });
    await user.type(field(), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The note is too short');
    expect(field()).toHaveValue('Hi');
    expect(listWaitingChanges(client)).toEqual([]);
    expect(screen.queryByRole('button', { name: /waiting to sync/ })).not.toBeInTheDocument();
  });

  it('offline, then refused: keeps the write in the list of waiting changes to settle there (the form was emptied)', async () => {
    const current = { text: 'Changed by the office', version: 2 };
    const sendNote = vi.fn(async (_write: NoteWrite): Promise<unknown> => {
      throw new ApiError(409, { error: 'Changed meanwhile', code: 'version_conflict', current }, 'Changed meanwhile');
    });
    const { client, user } = setup(sendNote);
    act(() => onlineManager.setOnline(false));
    await user.type(field(), 'Primer checked on site');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Waiting to sync')).toBeInTheDocument();
    await waitFor(() => expect(field()).toHaveValue(''));

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(sendNote).toHaveBeenCalledTimes(1));
    // The only copy of what was typed: kept, with the refusal, where "Keep mine" is offered.
    await waitFor(() => expect(listWaitingChanges(client)).toEqual([expect.objectContaining({ state: 'refused', status: 409, current })]));
    expect(listWaitingChanges(client)[0]?.variables).toMatchObject({ text: 'Primer checked on site' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Changed meanwhile.*changes waiting to sync/);

    await user.click(screen.getByRole('button', { name: '1 change waiting to sync' }));
    const list = await screen.findByRole('dialog');
    expect(within(list).getByText('Refused by the server')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Keep mine' })).toBeInTheDocument();
  });

  it('offline, then sent: leaves alone what the user typed in the emptied form meanwhile', async () => {
    const sendNote = vi.fn(async (write: NoteWrite): Promise<unknown> => ({ saved: write.text }));
    const { user } = setup(sendNote);
    act(() => onlineManager.setOnline(false));
    await user.type(field(), 'First note');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(field()).toHaveValue(''));
    await user.type(field(), 'Second note');
    await waitFor(async () => expect(await savedDraft()).toBe('Second note'));

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    expect(sendNote).toHaveBeenCalledWith(expect.objectContaining({ text: 'First note' }));
    expect(field()).toHaveValue('Second note');
    // Give a (wrong) reset and draft deletion the time to happen.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(field()).toHaveValue('Second note');
    expect(await savedDraft()).toBe('Second note');
  });

  it('offline twice: the second send also waits, and the form is emptied again', async () => {
    const sendNote = vi.fn(async (write: NoteWrite): Promise<unknown> => ({ saved: write.text }));
    const { client, user } = setup(sendNote);
    act(() => onlineManager.setOnline(false));
    await user.type(field(), 'First note');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(field()).toHaveValue(''));
    await user.type(field(), 'Second note');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    // `waiting` stayed true from the first send: the form follows the second one all the same.
    await waitFor(() => expect(field()).toHaveValue(''));
    expect(listWaitingChanges(client)).toHaveLength(2);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(sendNote).toHaveBeenCalledTimes(2));
  });

  it('deletes the sent draft also when the user left the form before the send landed', async () => {
    let land!: (value: unknown) => void;
    const sendNote = vi.fn((_write: NoteWrite) => new Promise<unknown>((resolve) => (land = resolve)));
    const { client, router, user } = setup(sendNote);
    await user.type(field(), 'Sent while leaving');
    await waitFor(async () => expect(await savedDraft()).toBe('Sent while leaving'));
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(sendNote).toHaveBeenCalledTimes(1));

    await act(() => router.navigate('/elsewhere'));
    expect(screen.queryByRole('form', { name: 'New note' })).not.toBeInTheDocument();
    await act(async () => land({ saved: true }));
    await waitFor(() => expect(listWaitingChanges(client)).toEqual([]));
    // Else the next visit would restore it, inviting the same request again.
    await waitFor(async () => expect(await savedDraft()).toBeUndefined());
  });
});

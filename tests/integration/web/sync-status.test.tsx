import { ChakraProvider } from '@chakra-ui/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalSystem } from '@/app/theme';
import { SyncStatus } from '@/components/layout/nav/sync-status';
import { ApiError } from '@/lib/api-client';
import { defineQueuedWrite, newIdempotencyKey, registerQueuedWrites, type QueuedWriteVariables } from '@/lib/offline/queued-write';

interface ProfileWrite extends QueuedWriteVariables {
  phone: string;
  version: number;
}

/**
 * The navigation bar's sync status with a real query client: the Offline badge, "N changes
 * waiting to sync", and the list where a refused write is retried, edited or discarded, and a
 * version conflict is settled.
 */
function setup(send: (write: ProfileWrite) => Promise<unknown>) {
  const client = new QueryClient();
  registerQueuedWrites(client, [
    defineQueuedWrite({ key: ['profile', 'update'], describe: (w: ProfileWrite) => `Profile phone ${w.phone}`, send, editPath: '/settings' }),
  ]);
  const router = createMemoryRouter([{ path: '*', element: <SyncStatus /> }], { initialEntries: ['/home'] });
  render(
    <ChakraProvider value={portalSystem()}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  const start = (phone: string, version: number) =>
    client
      .getMutationCache()
      .build(client, { mutationKey: ['profile', 'update'] })
      .execute({ phone, version, idempotencyKey: newIdempotencyKey() })
      .catch(() => {});
  /** Make a write and wait until it has landed or been refused. */
  const write = (phone: string, version = 1) =>
    act(async () => {
      await start(phone, version);
    });
  /** Make a write that waits (offline): it does not settle until the connection returns. */
  const writeOffline = (phone: string) =>
    act(() => {
      void start(phone, 1);
    });
  return { client, router, write, writeOffline };
}

afterEach(() => {
  act(() => onlineManager.setOnline(true));
});

describe('sync status in the navigation bar', () => {
  it('shows Offline and the waiting write, which goes once the connection returns', async () => {
    const send = vi.fn(async () => ({}));
    const { writeOffline } = setup(send);
    act(() => onlineManager.setOnline(false));
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    writeOffline('604 555 0100');
    const button = await screen.findByRole('button', { name: '1 change waiting to sync' });
    await userEvent.click(button);
    const list = await screen.findByRole('dialog', { name: '1 change waiting to sync' });
    expect(within(list).getByText('Profile phone 604 555 0100')).toBeInTheDocument();
    expect(within(list).getByText('Waiting to be sent')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: /waiting to sync/ })).not.toBeInTheDocument());
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
  });

  it('keeps a refused write with the reason; Edit opens its form with the values', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(400, { error: 'Enter a phone number with 7 to 15 digits' }, 'Enter a phone number with 7 to 15 digits');
    });
    const { router, write } = setup(send);
    await write('12');
    await userEvent.click(await screen.findByRole('button', { name: '1 change waiting to sync' }));
    const list = await screen.findByRole('dialog');
    expect(within(list).getByText('Refused by the server')).toBeInTheDocument();
    expect(within(list).getByText('Enter a phone number with 7 to 15 digits')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.state).toEqual({ draft: { phone: '12', version: 1 } });
    await waitFor(() => expect(screen.queryByRole('button', { name: /waiting to sync/ })).not.toBeInTheDocument());
  });

  it('settles a version conflict: Keep mine sends again on top of the server version', async () => {
    const current = { phone: '604 555 0199', version: 3 };
    const send = vi
      .fn<(write: ProfileWrite) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(409, { error: 'Changed elsewhere', code: 'version_conflict', current }, 'Changed elsewhere'))
      .mockResolvedValueOnce({});
    const { write } = setup(send);
    await write('604 555 0100', 1);
    await userEvent.click(await screen.findByRole('button', { name: '1 change waiting to sync' }));
    const list = await screen.findByRole('dialog');
    const table = within(list).getByRole('table');
    expect(within(table).getByRole('row', { name: /phone 604 555 0100 604 555 0199/ })).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.lastCall?.[0]).toMatchObject({ phone: '604 555 0100', version: 3 });
    await waitFor(() => expect(screen.queryByRole('button', { name: /waiting to sync/ })).not.toBeInTheDocument());
  });

  it('Discard drops a refused write; Retry sends it again', async () => {
    const send = vi
      .fn<(write: ProfileWrite) => Promise<unknown>>()
      .mockRejectedValue(new ApiError(403, { error: 'Not allowed' }, 'Not allowed'));
    const { write } = setup(send);
    await write('604 555 0100');
    await write('604 555 0101');
    await userEvent.click(await screen.findByRole('button', { name: '2 changes waiting to sync' }));
    const list = await screen.findByRole('dialog');
    await userEvent.click(within(list).getAllByRole('button', { name: 'Retry' })[0]!);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    await userEvent.click(within(list).getAllByRole('button', { name: 'Discard' })[0]!);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await userEvent.click(within(list).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /waiting to sync/ })).not.toBeInTheDocument());
  });
});

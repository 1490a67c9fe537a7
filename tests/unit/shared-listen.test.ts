import { describe, expect, it, vi } from 'vitest';
import type { NotificationHandlers } from '../../src/server/db/notification-listener';
import { sharedListen } from '../../src/server/db/shared-listen';

const subscriber = () => ({ message: vi.fn<(payload: string) => void>(), connection: vi.fn<(up: boolean) => void>() });

describe('sharedListen: one listening connection per channel for every subscriber', () => {
  it('opens one, tells each subscriber of every notification and connection change, and closes it with the last', async () => {
    let underlying: NotificationHandlers | undefined;
    const stop = vi.fn(async () => {});
    const open = vi.fn(async (_channel: string, handlers: NotificationHandlers) => {
      underlying = handlers;
      handlers.connection(true);
      return stop;
    });
    const listen = sharedListen(open);
    const caches = subscriber();
    const settings = subscriber();
    const stopCaches = await listen('changes', caches);
    const stopSettings = await listen('changes', settings);
    expect(open).toHaveBeenCalledTimes(1);
    expect(caches.connection.mock.calls).toEqual([[true]]);
    expect(settings.connection.mock.calls).toEqual([[true]]); // up before it subscribed: told so

    underlying!.message('settings');
    underlying!.connection(false);
    underlying!.connection(true);
    for (const each of [caches, settings]) {
      expect(each.message.mock.calls).toEqual([['settings']]);
      expect(each.connection.mock.calls).toEqual([[true], [false], [true]]);
    }

    await stopCaches();
    expect(stop).not.toHaveBeenCalled();
    underlying!.message('projects');
    expect(caches.message).toHaveBeenCalledTimes(1);
    expect(settings.message).toHaveBeenCalledTimes(2);
    await stopSettings();
    expect(stop).toHaveBeenCalledTimes(1);
    await listen('changes', subscriber());
    expect(open).toHaveBeenCalledTimes(2); // a new connection after the last one closed
  });
});

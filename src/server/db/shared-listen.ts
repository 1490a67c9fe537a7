import type { NotificationHandlers, StopListening } from './notification-listener';

type Listen = (channel: string, handlers: NotificationHandlers) => Promise<StopListening>;

/**
 * One listening connection per channel for every subscriber of the process (the cached lists, the
 * provider settings): a replica holds one dedicated connection, not one per subscriber. A
 * subscriber is told the connection is up once it has subscribed (if it is), then of every change.
 */
export function sharedListen(listen: Listen): Listen {
  const channels = new Map<string, { subscribers: Set<NotificationHandlers>; up: boolean; started: Promise<StopListening> }>();
  return async (channel, handlers) => {
    let entry = channels.get(channel);
    if (!entry) {
      const subscribers = new Set<NotificationHandlers>();
      const state = { subscribers, up: false, started: Promise.resolve<StopListening>(async () => {}) };
      state.started = listen(channel, {
        message: (payload) => subscribers.forEach((subscriber) => subscriber.message(payload)),
        connection: (up) => {
          state.up = up;
          subscribers.forEach((subscriber) => subscriber.connection(up));
        },
      });
      channels.set(channel, state);
      entry = state;
    }
    const current = entry;
    await current.started;
    current.subscribers.add(handlers);
    if (current.up) handlers.connection(true);
    return async () => {
      current.subscribers.delete(handlers);
      if (current.subscribers.size > 0 || channels.get(channel) !== current) return;
      channels.delete(channel);
      await (await current.started)();
    };
  };
}

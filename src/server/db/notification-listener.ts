import pg from 'pg';

export interface NotificationHandlers {
  /** A notification on the channel, with its payload. */
  message(payload: string): void;
  /**
   * The connection that receives them is up (true), or lost (false): until it is up again any
   * notification is missed, so whatever they keep fresh must not be trusted meanwhile.
   */
  connection(up: boolean): void;
}

/** Stop listening (before the database is closed). */
export type StopListening = () => Promise<void>;

/** The listening connection's name in pg_stat_activity (tests end it to check the reconnection). */
export const LISTENER_APPLICATION_NAME = 'paintqa-listener';

/**
 * After losing the connection, wait this long before trying again, doubling up to `max`: a
 * server that restarts is back quickly, and one that is gone for long is not flooded.
 */
const RECONNECT_DELAY_MS = { first: 250, max: 10_000 } as const;

/**
 * LISTEN on `channel` over a dedicated PostgreSQL connection (a pooled one would be handed to other
 * queries), reconnecting whenever it drops. Resolves after the first attempt, connected or not.
 */
export async function listenOnPostgres(url: string, channel: string, handlers: NotificationHandlers): Promise<StopListening> {
  let current: pg.Client | null = null;
  let stopped = false;
  let delay: number = RECONNECT_DELAY_MS.first;
  let retry: NodeJS.Timeout | undefined;

  function lost(client: pg.Client) {
    if (current !== client) return; // already handled (a failure emits both 'error' and 'end')
    current = null;
    client.end().catch(() => {});
    if (stopped) return;
    handlers.connection(false);
    retry = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, RECONNECT_DELAY_MS.max);
  }

  async function connect() {
    const client = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      lost(client);
      return;
    }
    if (current !== client) return;
    delay = RECONNECT_DELAY_MS.first;
    handlers.connection(true);
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}

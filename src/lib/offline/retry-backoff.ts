import { OUTBOX } from '@/shared/constants';

/*
 * When a waiting write is tried again (docs/offline.md, "Waiting writes"): after its n-th failure
 * for want of a connection it waits retryFromMs * 2^(n-1), at most retryAtMostMs, unless the
 * connection comes back meanwhile (the browser's online event, or any answer from the server):
 * then every waiting write goes at once.
 */

interface Failures {
  count: number;
  lastAt: number;
}

const failures = new Map<string, Failures>();
const waiters = new Set<() => void>();
let connectionBackAt = 0;

/** The wait after `count` failures in a row. */
export function retryDelayAfter(count: number): number {
  if (count <= 0) return 0;
  return Math.min(OUTBOX.retryFromMs * 2 ** (count - 1), OUTBOX.retryAtMostMs);
}

/** A try of the write with this idempotency key found no connection (or no answer). */
export function noteWriteFailure(key: string, now = Date.now()): void {
  const before = failures.get(key);
  failures.set(key, { count: (before?.count ?? 0) + 1, lastAt: now });
}

/** The write landed or was refused by the server: the next try of it starts afresh. */
export function clearWriteFailures(key: string): void {
  failures.delete(key);
}

/** Wait until the write with this key may be tried again (at once when it never failed). */
export function waitForRetryTurn(key: string): Promise<void> {
  const failed = failures.get(key);
  if (!failed || connectionBackAt >= failed.lastAt) return Promise.resolve();
  const remaining = failed.lastAt + retryDelayAfter(failed.count) - Date.now();
  if (remaining <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiters.delete(done);
      resolve();
    };
    const timer = setTimeout(done, remaining);
    waiters.add(done);
  });
}

/** The connection works again: every write waiting for its turn goes now. */
export function connectionCameBack(now = Date.now()): void {
  connectionBackAt = now;
  for (const wake of [...waiters]) wake();
}

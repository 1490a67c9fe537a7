import { PersistQueryClientProvider, persistQueryClientRestore } from '@tanstack/react-query-persist-client';
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { afterFirstPageShown } from '@/lib/first-page-shown';
import type * as OutboxSync from '@/lib/offline/outbox-sync';
import { followConnectionForRetries } from '@/lib/offline/connection';
import { clearServiceWorkerUserData, tellServiceWorkerUser } from '@/lib/pwa/service-worker-user';
import {
  currentOwnerPersistOptions,
  deletePersistedCache,
  discardEarlyRestore,
  ownerRestoredEarly,
  restoreCacheEarly,
  setCacheOwner,
  VISITOR,
} from '@/lib/query/persistence';
import { queryClient } from '@/lib/query/query-client';
import { sessionAtStart } from '@/lib/supabase';
import { OFFLINE_CACHE } from '@/shared/constants';
import { registerAppQueuedWrites } from './queued-writes';

const logFailure = (what: string) => (error: unknown) => console.error(what, error);

// Before the outbox restores waiting writes: each needs its mutation function.
registerAppQueuedWrites(queryClient);
followConnectionForRetries();

// The outbox's code loads once the first page has shown (no first render needs it). A write made
// before then is stored when the outbox takes its owner (setOutboxOwner); owner changes are
// applied in order, as they are chained on this one promise.
const outboxReady = new Promise<typeof OutboxSync>((resolve, reject) => {
  afterFirstPageShown(() =>
    import('@/lib/offline/outbox-sync').then((outbox) => {
      outbox.connectOutbox(queryClient);
      resolve(outbox);
    }, reject),
  );
});

// The stored session's user is known now, without the auth client: their cache is read while the
// rest of the app's code loads, so a page opened offline renders from it at once (docs/offline.md).
const bootSession = sessionAtStart();
const bootRestore = bootSession
  ? restoreCacheEarly(queryClient, bootSession.user.id).catch(logFailure('Could not restore the offline data'))
  : Promise.resolve();

/**
 * False until the stored session's cache is in the query client (or after a short wait): the
 * page then renders once, with the data, instead of empty first. The providers above render meanwhile.
 */
function useBootCacheRestored(): boolean {
  const [restored, setRestored] = useState(bootSession === null);
  useEffect(() => {
    if (restored) return;
    const waited = new Promise<void>((resolve) => setTimeout(resolve, OFFLINE_CACHE.bootRestoreWaitMs));
    // In a transition: the app's first real render (bar and page) then runs in slices rather than
    // one long task, so input is not blocked for its whole length.
    void Promise.race([bootRestore, waited]).then(() => startTransition(() => setRestored(true)));
  }, [restored]);
  return restored;
}

/**
 * The one query client, its data persisted to IndexedDB per owner (docs/offline.md): the signed-in
 * user's id, or 'visitor'. Nothing renders until auth knows who it is, so the first restore reads
 * the right cache (the stored session's user's is read at boot). The owner's waiting writes come
 * from the outbox, apart from the data, and are sent.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const owner = loading ? null : (user?.id ?? VISITOR);
  const bootCacheRestored = useBootCacheRestored();
  const ready = owner !== null && bootCacheRestored;
  const [started, setStarted] = useState(ready);
  if (!started && ready) setStarted(true);
  if (!started) return <LoadingSpinner />;
  return <PersistedQueries owner={owner}>{children}</PersistedQueries>;
}

function PersistedQueries({ owner, children }: { owner: string | null; children: ReactNode }) {
  useCacheOwner(owner);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={currentOwnerPersistOptions}>
      {children}
    </PersistQueryClientProvider>
  );
}

/**
 * Follow the owner. A layout effect, so the first owner is set before the provider restores (its
 * effect runs after this one). When the user changes (a sign-out, an expired session, another
 * user signing in), the previous user's fetched data leaves the browser: the in-memory cache,
 * their IndexedDB cache, the projects kept offline, the report PDFs and photos. Their waiting
 * writes, drafts and files waiting to upload stay on the device, out of sight, until the same user
 * signs in again; only a sign-out the user asked for deletes them (forgetUserOnDevice, src/lib/offline/offline-data.ts). A
 * visitor's waiting writes carry over to the user who signs in. The service worker learns who the
 * user is, so it keeps that user's PDFs only. The cache the boot restored for the stored session
 * counts as the previous owner's: when auth finds someone else (or nobody), it goes the same way.
 */
function useCacheOwner(owner: string | null) {
  const previous = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (owner === null || owner === previous.current) return;
    const mounting = previous.current === null;
    const before = previous.current ?? ownerRestoredEarly();
    previous.current = owner;
    if (before !== null && before !== owner) {
      if (mounting) discardEarlyRestore();
      // Closed first, so the saves that clearing triggers cannot write the old owner's cache back.
      void deletePersistedCache(before).catch(logFailure('Could not delete the offline data'));
      if (before !== VISITOR) {
        queryClient.getQueryCache().clear();
        void clearServiceWorkerUserData();
        // The list of projects kept offline goes with the data it names.
        void import('@/lib/offline/kept-projects')
          .then(({ deleteKeptProjects }) => deleteKeptProjects(before))
          .catch(logFailure('Could not delete the projects kept offline'));
      }
    }
    setCacheOwner(owner);
    void outboxReady.then((outbox) => outbox.setOutboxOwner(queryClient, owner)).catch(logFailure('Could not restore the changes waiting to sync'));
    // The provider restores the first owner's cache itself.
    if (!mounting) {
      void persistQueryClientRestore({ queryClient, ...currentOwnerPersistOptions }).catch(logFailure('Could not restore the offline data'));
    }
    if (owner !== VISITOR) void tellServiceWorkerUser(owner);
  }, [owner]);
}

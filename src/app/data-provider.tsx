import { PersistQueryClientProvider, persistQueryClientRestore } from '@tanstack/react-query-persist-client';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { deleteFormDrafts } from '@/lib/forms/form-drafts';
import { deleteStashedFiles } from '@/lib/offline/stashed-files';
import { resumeWaitingChanges, retryFailedChangesOnReconnect, saveWaitingChangesPromptly } from '@/lib/offline/waiting-changes';
import { clearServiceWorkerUserData, tellServiceWorkerUser } from '@/lib/pwa/service-worker-user';
import { currentOwnerPersistOptions, deletePersistedCache, saveCacheNow, setCacheOwner, VISITOR } from '@/lib/query/persistence';
import { queryClient } from '@/lib/query/query-client';
import { registerAppQueuedWrites } from './queued-writes';

// Before anything restores paused writes: each needs its mutation function.
registerAppQueuedWrites(queryClient);

const logFailure = (what: string) => (error: unknown) => console.error(what, error);

/**
 * The one query client, persisted to IndexedDB per owner (pwa.md): the signed-in user's id, or
 * 'visitor'. Nothing renders until auth knows who it is, so the first restore reads the right
 * cache; once restored, writes left waiting are sent.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const owner = loading ? null : (user?.id ?? VISITOR);
  const [started, setStarted] = useState(owner !== null);
  if (!started && owner !== null) setStarted(true);
  if (!started) return <LoadingSpinner />;
  return <PersistedQueries owner={owner}>{children}</PersistedQueries>;
}

function PersistedQueries({ owner, children }: { owner: string | null; children: ReactNode }) {
  useCacheOwner(owner);
  useEffect(() => retryFailedChangesOnReconnect(queryClient), []);
  useEffect(() => saveWaitingChangesPromptly(queryClient, saveCacheNow), []);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={currentOwnerPersistOptions}
      onSuccess={() => void resumeWaitingChanges(queryClient)}
    >
      {children}
    </PersistQueryClientProvider>
  );
}

/**
 * Follow the owner. A layout effect, so the first owner is set before the provider restores (its
 * effect runs after this one). When a user signs out (or another signs in), nothing of theirs
 * stays in the browser: the in-memory cache, their IndexedDB cache, form drafts and report PDFs go. A
 * visitor's waiting writes carry over to the user who signs in. The service worker learns who the
 * user is, so it keeps that user's PDFs only.
 */
function useCacheOwner(owner: string | null) {
  const previous = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (owner === null || owner === previous.current) return;
    const before = previous.current;
    previous.current = owner;
    if (before !== null) {
      // Closed first, so the saves that clearing triggers cannot write the old owner's cache back.
      void deletePersistedCache(before).catch(logFailure('Could not delete the offline data'));
    }
    if (before !== null && before !== VISITOR) {
      queryClient.clear();
      void deleteFormDrafts(before).catch(logFailure('Could not delete the form drafts'));
      void deleteStashedFiles(before).catch(logFailure('Could not delete the files waiting to upload'));
      void clearServiceWorkerUserData();
    }
    setCacheOwner(owner);
    if (before !== null) {
      void persistQueryClientRestore({ queryClient, ...currentOwnerPersistOptions })
        .then(() => resumeWaitingChanges(queryClient))
        .catch(logFailure('Could not restore the offline data'));
    }
    if (owner !== VISITOR) void tellServiceWorkerUser(owner);
  }, [owner]);
}

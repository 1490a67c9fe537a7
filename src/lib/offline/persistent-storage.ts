/*
 * Persistent storage (docs/offline.md, "What is kept"): without it the browser may evict the
 * origin's IndexedDB under storage pressure, waiting writes included. The app asks once something
 * worth keeping is stored (the first waiting write, a project kept offline), never on load: some
 * browsers show a prompt, and asking with nothing stored would be asking for nothing.
 */

export type PersistentStorageState = 'granted' | 'not-granted' | 'unsupported';

const listeners = new Set<(state: PersistentStorageState) => void>();
let asked: Promise<PersistentStorageState> | null = null;

function storageManager(): StorageManager | null {
  return typeof navigator !== 'undefined' && navigator.storage && typeof navigator.storage.persist === 'function' ? navigator.storage : null;
}

/** Whether the origin's storage is persistent now (Settings shows it). */
export async function persistentStorageState(): Promise<PersistentStorageState> {
  const storage = storageManager();
  if (!storage || typeof storage.persisted !== 'function') return 'unsupported';
  try {
    return (await storage.persisted()) ? 'granted' : 'not-granted';
  } catch {
    return 'not-granted';
  }
}

/**
 * Ask the browser to keep this origin's storage (navigator.storage.persist()), at most once per
 * page; later calls get the first answer. Never throws.
 */
export function requestPersistentStorage(): Promise<PersistentStorageState> {
  asked ??= (async () => {
    const storage = storageManager();
    if (!storage) return 'unsupported' as const;
    try {
      if (await storage.persisted?.()) return 'granted' as const;
      return (await storage.persist()) ? ('granted' as const) : ('not-granted' as const);
    } catch {
      return 'not-granted' as const;
    }
  })().then((state) => {
    for (const listener of listeners) listener(state);
    return state;
  });
  return asked;
}

/** Hear the answer of requestPersistentStorage (Settings refreshes its line). Returns the unsubscribe. */
export function onPersistentStorageAnswer(listener: (state: PersistentStorageState) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

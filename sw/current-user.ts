import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * The signed-in user as the app last told the worker. Kept in IndexedDB as well as in memory: the
 * browser stops an idle worker, and the next PDF request must still go to the right user's cache.
 * Only the id is stored, and it is deleted on sign-out.
 */
const KEY = 'currentUserId';

let store: UseStore | undefined;
let current: Promise<string | null> | undefined;

const stateStore = (): UseStore => (store ??= createStore('paintqa-service-worker', 'state'));

export function currentUser(): Promise<string | null> {
  current ??= get<unknown>(KEY, stateStore()).then(
    (value) => (typeof value === 'string' ? value : null),
    () => null,
  );
  return current;
}

export async function rememberUser(userId: string | null): Promise<void> {
  current = Promise.resolve(userId);
  await (userId === null ? del(KEY, stateStore()) : set(KEY, userId, stateStore()));
}

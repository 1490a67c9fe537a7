import { useSyncExternalStore } from 'react';

/** A count shown next to a menu link, and how it reads: "Projects, 3 pending review". */
export interface MenuCount {
  count: number;
  noun: string;
}

/** Counts by link address (e.g. '/projects'), for the menus of the navigation bar. */
export type MenuCounts = Readonly<Record<string, MenuCount>>;

const EMPTY: MenuCounts = {};
let current: MenuCounts = EMPTY;
const listeners = new Set<() => void>();

/**
 * Set the menu counts (the app's badge hook does, from its polling queries). The menus live in
 * their own lazily loaded chunk, so the counts reach them through this small store rather than
 * through every component between.
 */
export function setNavMenuCounts(next: MenuCounts): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNavMenuCounts(): MenuCounts {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => EMPTY,
  );
}

import { useCallback, useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@/shared/constants';

export type ColorMode = 'light' | 'dark';

const listeners = new Set<() => void>();

function readColorMode(): ColorMode {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** Apply a theme as the class on <html> and remember it in browser storage (key 'theme'). */
export function setColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage may be unavailable (private mode); the class still applies for this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current theme (light by default) and ways to change it. */
export function useColorMode() {
  const colorMode = useSyncExternalStore(subscribe, readColorMode, () => 'light' as const);
  const toggleColorMode = useCallback(() => setColorMode(readColorMode() === 'dark' ? 'light' : 'dark'), []);
  return { colorMode, setColorMode, toggleColorMode };
}

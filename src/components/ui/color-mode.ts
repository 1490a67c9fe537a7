import { useCallback, useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@/shared/constants';

export type ColorMode = 'light' | 'dark';

/**
 * The page background of each theme, for the browser UI (<meta name="theme-color">). They match
 * Chakra's `bg` token (white / #09090B) and index.html's inline styles.
 */
export const THEME_COLORS: Record<ColorMode, string> = { light: '#ffffff', dark: '#09090b' };

const listeners = new Set<() => void>();

function readColorMode(): ColorMode {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/**
 * Put a theme on the page: the `light`/`dark` class on <html> (Chakra's `_dark` condition is
 * `.dark &`), the CSS color-scheme and the browser's theme colour. index.html's inline script does
 * the same before first paint, so React starts from the class that is already there.
 */
function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
  syncThemeColor(mode);
  for (const listener of listeners) listener();
}

/** The browser UI colour (address bar, installed app title bar) follows the theme. */
function syncThemeColor(mode: ColorMode): void {
  document.querySelector('meta[name="theme-color"]:not([media])')?.setAttribute('content', THEME_COLORS[mode]);
}

/** Apply a theme and remember it in browser storage (key 'theme'). */
export function setColorMode(mode: ColorMode): void {
  applyColorMode(mode);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage may be unavailable (private mode); the class still applies for this visit.
  }
}

/** Another tab changed the theme: follow it. */
function onStorage(event: StorageEvent): void {
  if (event.key !== THEME_STORAGE_KEY) return;
  applyColorMode(event.newValue === 'dark' ? 'dark' : 'light');
}

/** The theme in browser storage, if one is stored and readable. */
function storedColorMode(): ColorMode | null {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'dark' || stored === 'light' ? stored : null;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', onStorage);
    // index.html's inline script set the class before paint, from storage: another tab may have
    // changed the theme since (no listener heard it). Follow it, and bring the theme colour in line.
    const stored = storedColorMode();
    if (stored !== null && stored !== readColorMode()) applyColorMode(stored);
    else syncThemeColor(readColorMode());
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The current theme (light by default) and ways to change it. */
export function useColorMode() {
  const colorMode = useSyncExternalStore(subscribe, readColorMode, () => 'light' as const);
  const toggleColorMode = useCallback(() => setColorMode(readColorMode() === 'dark' ? 'light' : 'dark'), []);
  return { colorMode, setColorMode, toggleColorMode };
}

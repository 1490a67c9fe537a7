import { paths, type PathKey } from '@/app/paths';
import { SCREEN_SUMMARIES } from '@/app/routes/screen-summaries';

/**
 * The screens served with a signed-in shell (./signed-in-shell.tsx), by address: signed-in
 * screens at a fixed address whose frame shows their path's title and summary (RoutePage).
 */
export const SHELL_SCREENS: ReadonlyMap<string, PathKey> = new Map(
  (Object.keys(paths) as PathKey[])
    .filter((key) => paths[key].access !== 'public' && !paths[key].path.includes(':') && SCREEN_SUMMARIES[key] !== undefined)
    .map((key) => [paths[key].path, key]),
);

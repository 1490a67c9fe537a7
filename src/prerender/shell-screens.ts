import { matchPath } from 'react-router-dom';
import { paths, type PathKey } from '@/app/paths';
import { SCREEN_SUMMARIES } from '@/app/routes/screen-summaries';

const shellKeys = (Object.keys(paths) as PathKey[]).filter((key) => paths[key].access !== 'public' && SCREEN_SUMMARIES[key] !== undefined);

/**
 * The screens served with a signed-in shell (./signed-in-shell.tsx), by address: signed-in
 * screens at a fixed address whose frame shows their path's title and summary (RoutePage).
 */
export const SHELL_SCREENS: ReadonlyMap<string, PathKey> = new Map(
  shellKeys.filter((key) => !paths[key].path.includes(':')).map((key) => [paths[key].path, key]),
);

/**
 * Signed-in screens with a parameter (a project's page, ...): their shell is the path's title and
 * summary, the same for every value, so it is one page per screen whatever the address
 * (docs/startup.md, The HTML). Without it the first paint waited for the app, its session and its
 * data, and the page appearing then was the largest paint (docs/performance.md).
 */
const PARAMETER_SHELL_SCREENS: readonly PathKey[] = shellKeys.filter((key) => paths[key].path.includes(':'));

/** The shell screen of `pathname`, and the address its markup is rendered and kept under. */
export function shellScreenFor(pathname: string): { key: PathKey; path: string } | undefined {
  // The homes have a frame of their own, with each role's heading (./signed-in-shell.tsx).
  if (pathname === paths.home.path) return { key: 'home', path: pathname };
  const fixed = SHELL_SCREENS.get(pathname);
  if (fixed) return { key: fixed, path: pathname };
  // A fixed address (/projects/new) wins over a pattern it also matches (/projects/:projectCode).
  const key = PARAMETER_SHELL_SCREENS.find((candidate) => matchPath({ path: paths[candidate].path, end: true }, pathname) !== null);
  return key ? { key, path: paths[key].path } : undefined;
}

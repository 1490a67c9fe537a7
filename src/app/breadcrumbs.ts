import type { BreadcrumbItem } from '@/components/layout/page-header';
import { paths } from './paths';

/** Screens without parameters, by address: the ancestors a trail can link to. */
const TITLES_BY_PATH = new Map<string, string>(
  Object.values(paths)
    .filter((entry) => !entry.path.includes(':') && entry.path !== paths.landing.path)
    .map((entry) => [entry.path, entry.title]),
);

/**
 * The breadcrumb trail of a screen: Home (the signed-in home or the landing page), then every
 * ancestor address that is a screen of its own, then the current page (no link).
 * /projects/edit/BC-26-0142 -> Home / Projects / Edit Project BC-26-0142.
 */
export function breadcrumbsFor(pathname: string, title: string, signedIn: boolean): BreadcrumbItem[] {
  const home: BreadcrumbItem = { label: 'Home', href: signedIn ? paths.home.getHref() : paths.landing.getHref() };
  const segments = pathname.split('/').filter(Boolean);
  const trail: BreadcrumbItem[] = [home];
  for (let index = 1; index < segments.length; index += 1) {
    const href = `/${segments.slice(0, index).join('/')}`;
    const label = TITLES_BY_PATH.get(href);
    if (label) trail.push({ label, href });
  }
  trail.push({ label: title });
  return trail;
}

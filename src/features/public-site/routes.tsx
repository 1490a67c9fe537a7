import type { ComponentType } from 'react';
import type { LazyRoute, LazyRouteModule } from '@/lib/lazy-route';
import { loadPublicPage, PUBLIC_PAGES, type PublicPageFile } from './public-pages';

export const CONTACT_PATH = '/contact';

/**
 * What a page adds above its Markdown for some signed-in users (rendering nothing for visitors):
 * another feature's piece, so the app gives it (src/app/routes/public-page-routes.ts).
 */
export type PublicPageExtras = Partial<Record<PublicPageFile, () => Promise<ComponentType>>>;

/** A Markdown page's route component, with its content bound (loaded with the route, no spinner). */
async function loadContentPage(file: PublicPageFile, extras: PublicPageExtras): Promise<LazyRouteModule> {
  const [content, { PublicPage }, Extra] = await Promise.all([loadPublicPage(file), import('./components/public-page'), extras[file]?.()]);
  function PublicContentRoute() {
    return <PublicPage content={content}>{Extra && <Extra />}</PublicPage>;
  }
  return { Component: PublicContentRoute };
}

/**
 * Every public page this feature serves (all public routes of src/app/paths.ts except the landing
 * page and the docs), for the app router: `...publicPageRoutes(extras).map(({ path, load }) => ({ path, lazy: load }))`.
 */
export const publicPageRoutes = (extras: PublicPageExtras): readonly LazyRoute[] => [
  ...PUBLIC_PAGES.map(({ path, file }) => ({ path, load: () => loadContentPage(file, extras) })),
  {
    path: CONTACT_PATH,
    load: () => import('./components/contact-page').then((module) => ({ Component: module.ContactPage })),
  },
];

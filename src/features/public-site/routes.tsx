import type { LazyRoute, LazyRouteModule } from '@/lib/lazy-route';
import { loadPublicPage, PUBLIC_PAGES, type PublicPageFile } from './public-pages';

export const CONTACT_PATH = '/contact';

/** A Markdown page's route component, with its content bound (loaded with the route, no spinner). */
async function loadContentPage(file: PublicPageFile): Promise<LazyRouteModule> {
  const [content, { PublicPage }] = await Promise.all([loadPublicPage(file), import('./components/public-page')]);
  function PublicContentRoute() {
    return <PublicPage content={content} />;
  }
  return { Component: PublicContentRoute };
}

/**
 * Every public page this feature serves (all public routes of spec section 2 except the landing
 * page and the docs), for the app router: `...PUBLIC_PAGE_ROUTES.map(({ path, load }) => ({ path, lazy: load }))`.
 */
export const PUBLIC_PAGE_ROUTES: readonly LazyRoute[] = [
  ...PUBLIC_PAGES.map(({ path, file }) => ({ path, load: () => loadContentPage(file) })),
  {
    path: CONTACT_PATH,
    load: () => import('./components/contact-page').then((module) => ({ Component: module.ContactPage })),
  },
];

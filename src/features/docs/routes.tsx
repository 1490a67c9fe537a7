import type { LazyRoute, LazyRouteModule } from '@/lib/lazy-route';
import { DOCS_BASE_PATH, docPathFromFile } from './doc-paths';

/** The docs pages' files, only for their names: nothing is loaded until a route asks for it. */
const DOC_FILES = import.meta.glob('../../content/docs/**/*.md');

/** Every docs route, one per Markdown file under src/content/docs (the overview first). */
export const DOC_PATHS: readonly string[] = Object.keys(DOC_FILES).map(docPathFromFile).sort();

const loadDocsIndexRoute = (): Promise<LazyRouteModule> =>
  import('./components/docs-routes').then((module) => ({
    Component: module.DocsIndexRoute,
    loader: module.docsRouteLoader,
  }));

const loadDocsPageRoute = (): Promise<LazyRouteModule> =>
  import('./components/docs-routes').then((module) => ({
    Component: module.DocsPageRoute,
    loader: module.docsRouteLoader,
  }));

/**
 * One lazy route per docs page, for the app router:
 * `...DOC_ROUTES.map(({ path, load }) => ({ path, lazy: load }))`. Each loads the shared docs
 * code once and the page body through its loader.
 */
export const DOC_ROUTES: readonly LazyRoute[] = DOC_PATHS.map((path) => ({
  path,
  load: path === DOCS_BASE_PATH ? loadDocsIndexRoute : loadDocsPageRoute,
}));

/**
 * The same pages as one splat route, if the router prefers it to one route per page:
 * `{ path: '/docs/*', lazy: DOCS_SPLAT_ROUTE.load }`. Unknown /docs/... paths then show the docs
 * not-found view (with the docs navigation and search) instead of the app's not-found page.
 */
export const DOCS_SPLAT_ROUTE: LazyRoute = { path: `${DOCS_BASE_PATH}/*`, load: loadDocsPageRoute };

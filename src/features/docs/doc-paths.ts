/** The documentation lives under this path; src/content/docs/<section>/<page>.md is /docs/<section>/<page>. */
export const DOCS_BASE_PATH = '/docs';

const CONTENT_DOCS = /(?:^|\/)content\/docs\/(.*)\.md$/;

/**
 * The route of a docs Markdown file: `.../content/docs/index.md` is /docs,
 * `.../content/docs/admin/index.md` is /docs/admin, `.../content/docs/admin/projects.md` is
 * /docs/admin/projects.
 */
export function docPathFromFile(file: string): string {
  const match = CONTENT_DOCS.exec(file.replace(/\\/g, '/').split('?')[0]!);
  if (!match) throw new Error(`Not a docs page: ${file}`);
  const rest = match[1]!.replace(/(?:^|\/)index$/, '');
  return rest ? `${DOCS_BASE_PATH}/${rest}` : DOCS_BASE_PATH;
}

/** A location pathname as a docs path: no trailing slash, no repeated slashes. */
export function normalizeDocPath(pathname: string): string {
  const clean = pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

/**
 * The docs path from route params: a splat route (`/docs/*`, param "*") or a
 * `/docs/:section/:page?` route; null when the route has neither.
 */
export function docPathFromParams(params: Readonly<Record<string, string | undefined>>): string | null {
  const splat = params['*'];
  if (splat !== undefined) return normalizeDocPath(`${DOCS_BASE_PATH}/${splat}`);
  if (params.section !== undefined) {
    return normalizeDocPath([DOCS_BASE_PATH, params.section, params.page ?? ''].join('/'));
  }
  return null;
}

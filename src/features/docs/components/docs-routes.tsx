import { Suspense, use } from 'react';
import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { DOCS_BASE_PATH, docPathFromParams, normalizeDocPath } from '../doc-paths';
import { getLoadedDocModule, loadDocModule } from '../doc-modules';
import { findDoc, type DocEntry } from '../docs-registry';
import { DocsLayout } from './docs-layout';
import { DocsNotFound } from './docs-not-found';
import { DocsPage } from './docs-page';
import { DocsPageSkeleton } from './docs-page-skeleton';
import { GUIDE_LIST_HEADINGS, GuideList } from './docs-guide-list';

/**
 * Route loader for every docs route: loads the page body before the route renders, so a
 * navigation keeps the old page until the new one is ready (no spinner flash).
 */
export async function docsRouteLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const doc = findDoc(new URL(request.url).pathname);
  if (doc) await loadDocModule(doc);
  return null;
}

function DocBody({ doc }: { doc: DocEntry }) {
  const module = getLoadedDocModule(doc) ?? use(loadDocModule(doc));
  return doc.path === DOCS_BASE_PATH ? (
    <DocsPage doc={doc} module={module} after={<GuideList />} afterHeadings={GUIDE_LIST_HEADINGS} />
  ) : (
    <DocsPage doc={doc} module={module} />
  );
}

function DocsScreen({ path }: { path: string }) {
  const doc = findDoc(path);
  return (
    <DocsLayout currentPath={doc?.path}>
      {doc ? (
        <Suspense fallback={<DocsPageSkeleton doc={doc} />}>
          <DocBody key={doc.path} doc={doc} />
        </Suspense>
      ) : (
        <DocsNotFound />
      )}
    </DocsLayout>
  );
}

/**
 * Any docs page. The page comes from the route params when the route has them (`/docs/*` or
 * `/docs/:section/:page?`), otherwise from the location, so one component serves one route per
 * path as well as a single splat route. An unknown page shows the docs not-found view.
 */
export function DocsPageRoute() {
  const params = useParams();
  const { pathname } = useLocation();
  return <DocsScreen path={docPathFromParams(params) ?? normalizeDocPath(pathname)} />;
}

/** /docs: the overview page, followed by every guide by section. */
export function DocsIndexRoute() {
  return <DocsScreen path={DOCS_BASE_PATH} />;
}

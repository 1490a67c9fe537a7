import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RoutePageFrame } from '@/components/layout/route-page-frame';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { useAuth } from '@/lib/auth/use-auth';
import { breadcrumbsFor } from '../breadcrumbs';
import { paths, type PathKey } from '../paths';
import { SCREEN_SUMMARIES } from './screen-summaries';

export interface RoutePageProps {
  pathKey: PathKey;
  /** The h1 and document title; defaults to the path's title (paths.ts). */
  title?: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** A built screen's frame: breadcrumbs, the h1 (the path's title), its summary, then the page. */
export function RoutePage({ pathKey, title, description, actions, children }: RoutePageProps) {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const heading = title ?? paths[pathKey].title;
  useDocumentTitle(heading);
  return (
    <RoutePageFrame
      heading={heading}
      description={description ?? SCREEN_SUMMARIES[pathKey]}
      breadcrumbs={breadcrumbsFor(pathname, heading, user !== null)}
      actions={actions}
    >
      {children}
    </RoutePageFrame>
  );
}

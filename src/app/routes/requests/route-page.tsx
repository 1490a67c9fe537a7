import { Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader, type BreadcrumbItem } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { useAuth } from '@/lib/auth/use-auth';
import { breadcrumbsFor } from '../../breadcrumbs';
import { paths, type PathKey } from '../../paths';
import { SCREEN_SUMMARIES } from '../screen-summaries';
import { APP_WIDTH } from '@/components/layout/app-width';

export interface RoutePageProps {
  pathKey: PathKey;
  /** The h1 and document title; defaults to the path's title (paths.ts). */
  title?: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export interface RoutePageFrameProps {
  heading: string;
  description?: ReactNode;
  breadcrumbs: readonly BreadcrumbItem[];
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of a built screen, with nothing of the session in it: the app's screens
 * (RoutePage) and the signed-in page shell served before the app loads
 * (src/prerender/signed-in-shell.tsx) share it, so the two line up exactly.
 */
export function RoutePageFrame({ heading, description, breadcrumbs, actions, children }: RoutePageFrameProps) {
  return (
    <Container maxW={APP_WIDTH} py="8">
      <PageHeader title={heading} description={description} breadcrumbs={breadcrumbs} actions={actions} />
      {children}
    </Container>
  );
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

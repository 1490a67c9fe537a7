import { Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { APP_WIDTH } from './app-width';
import { PageHeader, type BreadcrumbItem } from './page-header';

export interface RoutePageFrameProps {
  heading: string;
  description?: ReactNode;
  breadcrumbs: readonly BreadcrumbItem[];
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of a built screen, with nothing of the session in it: the app's screens
 * (src/app/routes/route-page.tsx) and the signed-in page shell served before the app loads
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

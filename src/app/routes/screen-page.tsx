import { Container } from '@chakra-ui/react';
import { useLocation, useMatches, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { useAuth } from '@/lib/auth/use-auth';
import { breadcrumbsFor } from '../breadcrumbs';
import { paths, type PathKey } from '../paths';
import { SCREEN_SUMMARIES } from './screen-summaries';
import { APP_WIDTH } from '@/components/layout/app-width';

export interface ScreenHandle {
  pathKey: PathKey;
}

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'pathKey' in handle;
}

/** A screen a later issue fills in: breadcrumbs, its heading and what it is for. */
export function ScreenPage() {
  const matches = useMatches();
  const params = useParams();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const handle = matches.map((match) => match.handle).findLast(isScreenHandle);
  const key = handle?.pathKey;
  const base = key ? paths[key].title : 'Page';
  const param = Object.values(params).find((value) => value !== undefined);
  const title = param ? `${base} ${param}` : base;
  useDocumentTitle(title);
  return (
    <Container maxW={APP_WIDTH} py="8">
      <PageHeader
        title={title}
        description={key ? SCREEN_SUMMARIES[key] : undefined}
        breadcrumbs={breadcrumbsFor(pathname, title, user !== null)}
      />
    </Container>
  );
}

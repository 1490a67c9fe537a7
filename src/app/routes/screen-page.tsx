import { Container, Heading, Text } from '@chakra-ui/react';
import { useMatches, useParams } from 'react-router-dom';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { paths, type PathKey } from '../paths';
import { SCREEN_SUMMARIES } from './screen-summaries';

export interface ScreenHandle {
  pathKey: PathKey;
}

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'pathKey' in handle;
}

/** A screen a later issue fills in: its heading and what it is for. */
export function ScreenPage() {
  const matches = useMatches();
  const params = useParams();
  const handle = matches.map((match) => match.handle).findLast(isScreenHandle);
  const key = handle?.pathKey;
  const base = key ? paths[key].title : 'Page';
  const param = Object.values(params).find((value) => value !== undefined);
  const title = param ? `${base} ${param}` : base;
  useDocumentTitle(title);
  return (
    <Container maxW="6xl" py="8">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {key && SCREEN_SUMMARIES[key] && (
        <Text color="fg.muted" mt="2">
          {SCREEN_SUMMARIES[key]}
        </Text>
      )}
    </Container>
  );
}

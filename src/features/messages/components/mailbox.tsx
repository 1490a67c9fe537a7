import { Button, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { OfflineFreshness } from '@/components/feedback/offline-freshness';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { FormField } from '@/components/ui/form-field';
import { useUnreadCount } from '@/lib/api/messages/get-unread-count';
import { messageKeys } from '@/lib/api/messages/keys';
import { useThreads } from '@/lib/api/messages/threads';
import { moreThreadsText } from '../thread-list-text';
import { ComposeForm } from './compose-form';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';

export const NEW_MESSAGE_LABEL = 'New message';
const THREAD_PARAM = 'thread';
const COMPOSE_PARAM = 'compose';

const threadHref = (id: string) => `?${THREAD_PARAM}=${encodeURIComponent(id)}`;
const projectHref = (code: string) => `/projects/${encodeURIComponent(code)}`;

/**
 * A mailbox: the conversations on one side (an Admin's: every client, with search; a Client's:
 * their company's with the office), unread first, and the open one (`?thread=`) or the compose
 * form (`?compose=1`) beside them. The address keeps what is open across reloads. `headerAction`
 * is what the route puts beside "New message" (the e-mail preference, from the settings feature).
 */
export function Mailbox({ side, headerAction }: { side: 'admin' | 'client'; headerAction?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const selected = params.get(THREAD_PARAM);
  const composing = params.get(COMPOSE_PARAM) === '1';
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const threads = useThreads(side === 'admin' && deferredSearch ? { search: deferredSearch } : {});
  const list = threads.data?.data;
  const client = useQueryClient();
  const unread = useUnreadCount().data?.count;

  // The badge's poll saw the unread count change: new messages arrived (or were read elsewhere).
  useEffect(() => {
    if (unread === undefined) return;
    void client.invalidateQueries({ queryKey: messageKeys.lists() });
    void client.invalidateQueries({ queryKey: messageKeys.details() });
  }, [unread, client]);

  // The first page only (unread first): say so, and how to reach the others.
  const more = list && threads.data ? moreThreadsText(list.length, threads.data.total, side === 'admin') : null;
  let listContent;
  if (list) {
    listContent =
      list.length === 0 ? (
        <EmptyState title={search ? 'No conversation matches' : 'No conversations yet'} description={side === 'client' ? 'Write to our office with New message.' : undefined} />
      ) : (
        <Stack gap="2">
          <ThreadList threads={list} selectedId={selected} hrefOf={threadHref} showCompany={side === 'admin'} />
          {more && (
            <Text fontSize="sm" color="fg.muted">
              {more}
            </Text>
          )}
        </Stack>
      );
  } else if (threads.isError) {
    listContent = <ErrorState message={threads.error.message} onRetry={() => void threads.refetch()} retrying={threads.isFetching} />;
  } else {
    listContent = <CardSkeleton lines={5} label="Loading the conversations" query={threads} />;
  }

  let main;
  if (composing) {
    main = <ComposeForm recipient={side === 'admin' ? { kind: 'choose' } : { kind: 'office' }} onSent={(id) => setParams({ [THREAD_PARAM]: id })} />;
  } else if (selected) {
    main = <ThreadView key={selected} threadId={selected} projectHref={side === 'admin' ? projectHref : undefined} />;
  } else {
    main = <EmptyState title="No conversation open" description="Choose a conversation, or start a new one." />;
  }

  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap="8" alignItems="start">
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Button colorPalette="blue" onClick={() => setParams({ [COMPOSE_PARAM]: '1' })}>
            {NEW_MESSAGE_LABEL}
          </Button>
          {headerAction}
        </HStack>
        {side === 'admin' && (
          <FormField label="Search conversations" helperText="Subject, company, project code or request number">
            <Input type="search" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
          </FormField>
        )}
        {threads.data && <OfflineFreshness updatedAt={threads.dataUpdatedAt} />}
        {listContent}
      </Stack>
      <Stack gap="4">{main}</Stack>
    </Grid>
  );
}

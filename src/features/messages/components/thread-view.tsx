import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '@/components/feedback/error-state';
import { OfflineFreshness } from '@/components/feedback/offline-freshness';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { AttachmentList } from '@/components/files/attachment-list';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/shared/format/date';
import type { Message } from '@/shared/schemas/messages';
import { useMarkThreadRead, useThread } from '@/lib/api/messages/threads';
import { ReplyForm } from './reply-form';

export const NEW_LABEL = 'New';
/** How the office's messages are signed in a thread. */
const OFFICE_LABEL = 'Office';

function MessageItem({ message }: { message: Message }) {
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="4" bg={message.side === 'provider' ? 'bg.subtle' : undefined} aria-label={`Message from ${message.author_name}`}>
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <Text fontWeight="semibold">
          {message.author_name}
          {message.side === 'provider' && (
            <Text as="span" color="fg.muted" fontWeight="normal">{` · ${OFFICE_LABEL}`}</Text>
          )}
        </Text>
        <HStack gap="2">
          {message.unread && <Badge colorPalette="blue">{NEW_LABEL}</Badge>}
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(message.created_at)}
          </Text>
        </HStack>
      </HStack>
      <Text whiteSpace="pre-wrap">{message.body}</Text>
      {message.attachments.length > 0 && (
        <Box mt="3">
          <AttachmentList files={message.attachments} headingAs="h3" />
        </Box>
      )}
    </Box>
  );
}

/**
 * One conversation, oldest message first, with the reply form. Opening it (and each refresh that
 * brings unread messages) marks them read, which lowers the mailbox badge at once.
 */
export function ThreadView({ threadId, projectHref }: { threadId: string; projectHref?(code: string): string }) {
  const headingId = useId();
  const query = useThread(threadId);
  const markRead = useMarkThreadRead();
  const { mutate } = markRead;
  const unread = query.data?.unread_count ?? 0;

  useEffect(() => {
    if (unread > 0) mutate(threadId);
  }, [threadId, unread, query.dataUpdatedAt, mutate]);

  if (query.isPending) return <CardSkeleton lines={6} label="Loading the conversation" query={query} />;
  if (query.isError && !query.data) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <ErrorState
        title={missing ? 'Conversation not found' : undefined}
        message={missing ? 'There is no conversation of yours at this address.' : query.error.message}
        onRetry={missing ? undefined : () => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const thread = query.data;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <OfflineFreshness updatedAt={query.dataUpdatedAt} />
      <Box>
        <Heading as="h2" id={headingId} size="lg">
          {thread.subject}
        </Heading>
        <Text color="fg.muted">
          {thread.company_name}
          {thread.project_code && (
            <>
              {' · Project '}
              {projectHref ? (
                <Link asChild>
                  <RouterLink to={projectHref(thread.project_code)}>{thread.project_code}</RouterLink>
                </Link>
              ) : (
                thread.project_code
              )}
            </>
          )}
          {thread.request_no && ` · Request ${thread.request_no}`}
        </Text>
      </Box>
      <Stack gap="3">
        {thread.messages.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </Stack>
      <ReplyForm thread={thread} />
    </Stack>
  );
}

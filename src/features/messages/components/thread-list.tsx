import { Badge, Box, HStack, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@/shared/format/date';
import type { ThreadSummary } from '@/shared/schemas/messages';

export const unreadLabel = (count: number) => `${count} unread`;

/** The conversations, unread first (the server's order); each opens in the mailbox (`?thread=`). */
export function ThreadList({
  threads,
  selectedId,
  hrefOf,
  showCompany,
}: {
  threads: readonly ThreadSummary[];
  selectedId: string | null;
  hrefOf(id: string): string;
  showCompany: boolean;
}) {
  return (
    <List.Root variant="plain" gap="2" aria-label="Conversations">
      {threads.map((thread) => {
        const selected = thread.id === selectedId;
        const unread = thread.unread_count > 0;
        return (
          <List.Item key={thread.id}>
            <Box asChild display="block" w="full" borderWidth="1px" borderRadius="md" p="3" bg={selected ? 'bg.muted' : undefined} borderColor={unread ? 'blue.emphasized' : undefined} _hover={{ bg: 'bg.subtle' }}>
              <RouterLink to={hrefOf(thread.id)} aria-current={selected ? 'page' : undefined}>
                <HStack justify="space-between" gap="2" align="start">
                  <Text fontWeight={unread ? 'bold' : 'medium'}>{thread.subject}</Text>
                  {unread && (
                    <Badge colorPalette="blue" flexShrink={0}>
                      {unreadLabel(thread.unread_count)}
                    </Badge>
                  )}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {[showCompany ? thread.company_name : null, thread.project_code, thread.request_no].filter(Boolean).join(' · ')}
                </Text>
                <Text fontSize="sm" lineClamp={2}>
                  {thread.last_author_name ? `${thread.last_author_name}: ` : ''}
                  {thread.last_message_preview}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatDateTime(thread.last_message_at)}
                </Text>
              </RouterLink>
            </Box>
          </List.Item>
        );
      })}
    </List.Root>
  );
}

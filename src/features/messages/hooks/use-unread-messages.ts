import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
// Types only (see get-unread-count.ts).
import type { UnreadCountResponse } from '@/shared/schemas/messages';
import { useUnreadCount } from '@/lib/api/messages/get-unread-count';
import { messageKeys } from '@/lib/api/messages/keys';
import { countAfterRead, listenForMessagesRead } from '@/lib/api/messages/messages-read';

/**
 * The mailbox badge's number: the polled unread count, lowered at once by each `messagesRead`
 * event and refreshed from the server 500 ms later (docs/features.md, Messages). Undefined until known.
 */
export function useUnreadMessages(): number | undefined {
  const client = useQueryClient();
  const count = useUnreadCount().data?.count;
  useEffect(
    () =>
      listenForMessagesRead(window, {
        subtract: (read) =>
          client.setQueryData<UnreadCountResponse>(messageKeys.unread(), (old) => (old ? { count: countAfterRead(old.count, read) } : old)),
        refresh: () => void client.invalidateQueries({ queryKey: messageKeys.unread() }),
      }),
    [client],
  );
  return count;
}

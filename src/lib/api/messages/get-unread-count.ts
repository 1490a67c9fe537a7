import { apiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { usePolledQuery } from '@/lib/query/polling';
import { can } from '@/shared/auth/permissions';
import type { Role } from '@/shared/auth/roles';
// Types only: the navigation bar polls this on every page, and zod stays off the public pages.
import type { UnreadCountResponse } from '@/shared/schemas/messages';
import { MESSAGES_ENDPOINT, messageKeys } from './keys';

/** The unread-count endpoint of the role's side (docs/features.md, Messages), or null when the role has no mailbox. */
export function unreadCountEndpoint(role: Role | null | undefined): string | null {
  if (can(role, 'adminUnreadMessages')) return `${MESSAGES_ENDPOINT}/admin/unread-count`;
  if (can(role, 'clientUnreadMessages')) return `${MESSAGES_ENDPOINT}/client/unread-count`;
  return null;
}

/**
 * The mailbox badge's count, polled every 30 s with the shared polling (paused offline, while
 * hidden and while signed out; failures only logged). Admins and Clients poll their own side.
 */
export function useUnreadCount() {
  const { role } = useAuth();
  const endpoint = unreadCountEndpoint(role);
  return usePolledQuery({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => apiClient.get<UnreadCountResponse>(endpoint!, { signal }),
    poll: 'unreadMessages',
    enabled: endpoint !== null,
  });
}

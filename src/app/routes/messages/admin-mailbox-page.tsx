import { Mailbox } from '@/features/messages/components/mailbox';
import { RoutePage } from '../route-page';

/** `/admin/mailbox` (Admin): the conversations with every client company. */
export function AdminMailboxPage() {
  return (
    <RoutePage pathKey="adminMailbox">
      <Mailbox side="admin" />
    </RoutePage>
  );
}

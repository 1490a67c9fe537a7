import { Mailbox } from '@/features/messages/components/mailbox';
import { RoutePage } from '../requests/route-page';

/** `/admin/mailbox` (Admin): the conversations with every client company. */
export function AdminMailboxPage() {
  return (
    <RoutePage pathKey="adminMailbox">
      <Mailbox side="admin" />
    </RoutePage>
  );
}

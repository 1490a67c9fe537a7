import { Mailbox } from '@/features/messages/components/mailbox';
import { MessageEmailSwitch } from '@/features/settings/components/message-email-switch';
import { RoutePage } from '../route-page';

/** `/admin/mailbox` (Admin): the conversations with every client company. */
export function AdminMailboxPage() {
  return (
    <RoutePage pathKey="adminMailbox">
      <Mailbox side="admin" headerAction={<MessageEmailSwitch />} />
    </RoutePage>
  );
}

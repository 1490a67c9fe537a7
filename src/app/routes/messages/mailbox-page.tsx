import { Mailbox } from '@/features/messages/components/mailbox';
import { MessageEmailSwitch } from '@/features/settings/components/message-email-switch';
import { RoutePage } from '../route-page';

/** `/mailbox` (Client): the company's conversations with the office. */
export function MailboxPage() {
  return (
    <RoutePage pathKey="mailbox">
      <Mailbox side="client" headerAction={<MessageEmailSwitch />} />
    </RoutePage>
  );
}

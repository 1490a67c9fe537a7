import { Mailbox } from '@/features/messages/components/mailbox';
import { RoutePage } from '../route-page';

/** `/mailbox` (Client): the company's conversations with the office. */
export function MailboxPage() {
  return (
    <RoutePage pathKey="mailbox">
      <Mailbox side="client" />
    </RoutePage>
  );
}

import { Badge } from '@chakra-ui/react';
import { CLIENT_STATUS_LABELS, type ClientStatus } from '@/shared/schemas/clients-values';

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return <Badge colorPalette={status === 'suspended' ? 'red' : 'green'}>{CLIENT_STATUS_LABELS[status]}</Badge>;
}

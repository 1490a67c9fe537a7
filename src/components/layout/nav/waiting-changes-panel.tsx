import { Badge, Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useWaitingChangeActions, type WaitingChange } from '@/lib/offline/waiting-changes';
import { useBackCloses } from '@/lib/use-back-closes';
import { formatDateTime } from '@/shared/format/date';
import { waitingText } from './waiting-text';

/** Fields of a write that are bookkeeping, not something the user typed. */
const HIDDEN_FIELDS = new Set(['idempotencyKey', 'version', 'id']);

const STATE_TEXT: Record<WaitingChange['state'], string> = {
  waiting: 'Waiting to be sent',
  refused: 'Refused by the server',
  failed: 'Not sent',
};

const show = (value: unknown) => (value === undefined || value === null || value === '' ? '—' : String(value));

/** A 409 version conflict: the user's values next to the server's, and a choice. */
function ConflictChoice({ change }: { change: WaitingChange & { current: Record<string, unknown> } }) {
  const { retry, discard } = useWaitingChangeActions();
  const fields = Object.keys(change.variables).filter((field) => !HIDDEN_FIELDS.has(field));
  return (
    <Stack gap="2">
      <Text fontSize="sm">Someone changed this while you were offline. Choose which version to keep.</Text>
      <Table.Root size="sm" variant="outline">
        <Table.Caption srOnly>Your version and the version on the server</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Field</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Yours</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">On the server</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {fields.map((field) => (
            <Table.Row key={field}>
              <Table.Cell>{field}</Table.Cell>
              <Table.Cell>{show(change.variables[field])}</Table.Cell>
              <Table.Cell>{show(change.current[field])}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <HStack gap="2">
        <Button size="xs" colorPalette="blue" onClick={() => retry(change.mutationId, { ...change.variables, version: change.current.version })}>
          Keep mine
        </Button>
        <Button size="xs" variant="outline" onClick={() => discard(change.mutationId)}>
          Keep the server's
        </Button>
      </HStack>
    </Stack>
  );
}

function ChangeItem({ change, onClose }: { change: WaitingChange; onClose: () => void }) {
  const { retry, discard } = useWaitingChangeActions();
  const navigate = useNavigate();
  const conflict = change.status === 409 && change.current ? { ...change, current: change.current } : null;
  const edit = () => {
    const { idempotencyKey: _key, ...draft } = change.variables;
    discard(change.mutationId);
    onClose();
    navigate(change.editPath!, { state: { draft } });
  };

  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3" listStyleType="none">
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Text fontWeight="medium">{change.label}</Text>
          <Badge colorPalette={change.state === 'waiting' ? 'gray' : 'red'}>{STATE_TEXT[change.state]}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Made {formatDateTime(change.madeAt)}
        </Text>
        {change.reason && (
          <Text fontSize="sm" color="fg.error">
            {change.reason}
          </Text>
        )}
        {conflict ? (
          <ConflictChoice change={conflict} />
        ) : (
          <HStack gap="2">
            {change.state !== 'waiting' && (
              <Button size="xs" colorPalette="blue" onClick={() => retry(change.mutationId)}>
                Retry
              </Button>
            )}
            {change.state !== 'waiting' && change.editPath && (
              <Button size="xs" variant="outline" onClick={edit}>
                Edit
              </Button>
            )}
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => discard(change.mutationId)}>
              Discard
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}

/** The list of queued writes: each with when it was made, its state and what can be done. */
export function WaitingChangesPanel({ changes, open, onClose }: { changes: WaitingChange[]; open: boolean; onClose: () => void }) {
  useBackCloses(open, onClose);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{changes.length > 0 ? waitingText(changes.length) : 'Everything is synced'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Text fontSize="sm" color="fg.muted" mb="3">
                Changes made without a connection are kept on this device and sent when it returns.
              </Text>
              <Stack as="ul" gap="3" ps="0">
                {changes.map((change) => (
                  <ChangeItem key={change.mutationId} change={change} onClose={onClose} />
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

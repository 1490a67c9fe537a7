import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { isConflict } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { newIdempotencyKey } from '@/lib/offline/queued-write';
import { useWaitingChangeActions } from '@/lib/offline/waiting-changes';
import type { Deficiency, DeficiencyAction } from '@/shared/schemas/inspections';
import { useDeficiencyAction, usePendingDeficiencyActions, type DeficiencyActionWrite } from '@/lib/api/deficiencies/deficiency-actions';
import { ACTION_COPY, actionButtons, actionErrorText } from '../deficiency-actions-model';
import { QUEUE_LABELS, type Queue } from '../deficiency-filters-model';
import type { NoteAction } from './deficiency-note-dialog';
import { waitingActionText } from './deficiency-pending';

// Like the confirmation dialog, the note's dialog (and its form) loads on first use.
const DeficiencyNoteDialog = lazy(() => import('./deficiency-note-dialog').then((module) => ({ default: module.DeficiencyNoteDialog })));

/**
 * The follow-up actions a deficiency allows now, for the signed-in role, the one its queue asks
 * for first and solid (actionButtons; said to screen readers as "Needs reminder: due now"),
 * the others secondary (warning, close and archive ask first; fix reported, not fixed, disputed and void ask for their note). Each is a
 * queued write (docs/offline.md, "Waiting writes"). Online: a toast when it is done, or the server's reason
 * under the buttons when it refuses (not also kept in the list of waiting changes). Offline, or
 * when the connection drops on the way: the dialog closes, the card shows the new state marked
 * "Waiting to sync", and the action is sent once when the connection returns; a refusal then
 * stays in the list of waiting changes with its reason. While an action of this deficiency is on
 * this device, its other actions wait for it (two would reach the server in any order).
 */
export function DeficiencyActionButtons({ item, queue }: { item: Deficiency; queue?: Queue }) {
  const { role } = useAuth();
  const action = useDeficiencyAction();
  const { discardByKey } = useWaitingChangeActions();
  const unsent = usePendingDeficiencyActions(item.id).filter((change) => change.state !== 'refused');
  const [confirming, setConfirming] = useState<DeficiencyAction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const dueNowId = useId();
  // The latest action sent from here; `waited` once it paused for want of a connection.
  const latest = useRef<{ action: DeficiencyAction; waited: boolean } | null>(null);
  const sending = action.isPending && !action.isPaused;

  // Paused (offline): it is kept on this device; the card marks it, the dialog has done its job.
  useEffect(() => {
    const sent = latest.current;
    if (!action.isPaused || !sent || sent.waited) return;
    sent.waited = true;
    setConfirming(null);
    notify({ title: waitingActionText(`${ACTION_COPY[sent.action].label} · ${item.project_code} #${item.number}`) });
  }, [action.isPaused, item.project_code, item.number]);

  // mutateAsync, not mutate's callbacks: an archived or closed deficiency can leave the refreshed
  // list (and unmount these buttons) before the action settles, and the toast would go with them.
  const run = async (chosen: DeficiencyAction, note?: string) => {
    setProblem(null);
    const sent = { action: chosen, waited: false };
    latest.current = sent;
    const variables: DeficiencyActionWrite = {
      idempotencyKey: newIdempotencyKey(),
      deficiencyId: item.id,
      name: `${item.project_code} #${item.number} · ${item.location}`,
      action: chosen,
      note: note || undefined,
    };
    try {
      const after = await action.mutateAsync(variables);
      // After waiting, the refreshed card shows the result; no toast out of the blue.
      if (sent.waited) return;
      setConfirming(null);
      notify({ variant: 'success', title: ACTION_COPY[chosen].done(after) });
    } catch (error) {
      // After waiting, the list of waiting changes keeps it with the reason (its only copy).
      if (sent.waited) return;
      discardByKey(variables.idempotencyKey);
      setConfirming(null);
      setProblem(actionErrorText(error));
      // Refused because the deficiency moved on: the reloaded list may drop this card, the toast stays.
      if (isConflict(error)) notify({ variant: 'destructive', title: 'Not done: the deficiency changed meanwhile', description: actionErrorText(error) });
    }
  };

  const buttons = actionButtons(item, role, queue);
  const primary = buttons.find((button) => button.queue)?.queue;
  const copy = confirming ? ACTION_COPY[confirming] : null;
  const title = `${copy?.label ?? ''} · ${item.project_code} #${item.number}`;
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        {buttons.map(({ action: name, variant, colorPalette, queue: asking }) => (
          <Button
            key={name}
            size="sm"
            variant={variant}
            colorPalette={colorPalette}
            aria-describedby={asking ? dueNowId : undefined}
            loading={sending && action.variables?.action === name && action.variables.deficiencyId === item.id}
            disabled={sending || unsent.length > 0}
            onClick={() => (ACTION_COPY[name].confirm || ACTION_COPY[name].note ? setConfirming(name) : void run(name))}
          >
            {ACTION_COPY[name].label}
          </Button>
        ))}
      </HStack>
      {primary && (
        <Text id={dueNowId} srOnly>
          {QUEUE_LABELS[primary]}: due now
        </Text>
      )}
      {unsent.length > 0 && !sending && (
        <Text fontSize="sm" color="fg.muted">
          More actions once the waiting one is sent.
        </Text>
      )}
      <FormError message={problem} />
      <LazyConfirmDialog
        open={confirming !== null && Boolean(copy?.confirm)}
        title={title}
        question={copy?.confirm?.(item) ?? ''}
        confirmLabel={copy?.label ?? ''}
        colorPalette={confirming === 'warn' ? 'red' : undefined}
        loading={sending}
        onConfirm={() => confirming && void run(confirming)}
        onCancel={() => setConfirming(null)}
      />
      {confirming && copy?.note && (
        <Suspense fallback={null}>
          <DeficiencyNoteDialog
            action={confirming as NoteAction}
            title={title}
            intro={copy.note.intro(item)}
            label={copy.note.label}
            confirmLabel={copy.label}
            colorPalette={confirming === 'void' ? 'red' : undefined}
            loading={sending}
            onConfirm={(note) => void run(confirming, note)}
            onCancel={() => setConfirming(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

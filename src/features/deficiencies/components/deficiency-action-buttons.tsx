import { Button, HStack, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { isConflict } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import type { Deficiency, DeficiencyAction } from '@/shared/schemas/inspections';
import { useDeficiencyAction } from '../api/deficiency-actions';
import { ACTION_COPY, actionErrorText, allowedActions } from '../deficiency-actions-model';
import type { NoteAction } from './deficiency-note-dialog';

// Like the confirmation dialog, the note's dialog (and its form) loads on first use.
const DeficiencyNoteDialog = lazy(() => import('./deficiency-note-dialog').then((module) => ({ default: module.DeficiencyNoteDialog })));

/** "Send warning" and the like lead the row; archive and restore are quieter. */
const QUIET: readonly DeficiencyAction[] = ['archive', 'restore'];
/** Red: a warning, and voiding (cannot be undone). */
const RED: readonly DeficiencyAction[] = ['warn', 'void'];

/**
 * The follow-up actions a deficiency allows now, for the signed-in role (warning, close and
 * archive ask first; fix reported, not fixed, disputed and void ask for their note), a toast when one is
 * done, and the server's reason under the buttons when it refuses.
 */
export function DeficiencyActionButtons({ item }: { item: Deficiency }) {
  const { role } = useAuth();
  const action = useDeficiencyAction(item.id);
  const [confirming, setConfirming] = useState<DeficiencyAction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // mutateAsync, not mutate's callbacks: an archived or closed deficiency can leave the refreshed
  // list (and unmount these buttons) before the action settles, and the toast would go with them.
  const run = async (chosen: DeficiencyAction, note?: string) => {
    setProblem(null);
    try {
      const after = await action.mutateAsync({ action: chosen, note: note || undefined });
      setConfirming(null);
      notify({ variant: 'success', title: ACTION_COPY[chosen].done(after) });
    } catch (error) {
      setConfirming(null);
      setProblem(actionErrorText(error));
      // Refused because the deficiency moved on: the reloaded list may drop this card, the toast stays.
      if (isConflict(error)) notify({ variant: 'destructive', title: 'Not done: the deficiency changed meanwhile', description: actionErrorText(error) });
    }
  };

  const copy = confirming ? ACTION_COPY[confirming] : null;
  const title = `${copy?.label ?? ''} · ${item.project_code} #${item.number}`;
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        {allowedActions(item, role).map((name) => (
          <Button
            key={name}
            size="sm"
            variant={QUIET.includes(name) ? 'ghost' : name === 'warn' ? 'solid' : 'outline'}
            colorPalette={RED.includes(name) ? 'red' : undefined}
            loading={action.isPending && action.variables?.action === name}
            disabled={action.isPending}
            onClick={() => (ACTION_COPY[name].confirm || ACTION_COPY[name].note ? setConfirming(name) : void run(name))}
          >
            {ACTION_COPY[name].label}
          </Button>
        ))}
      </HStack>
      <FormError message={problem} />
      <LazyConfirmDialog
        open={confirming !== null && Boolean(copy?.confirm)}
        title={title}
        question={copy?.confirm?.(item) ?? ''}
        confirmLabel={copy?.label ?? ''}
        colorPalette={confirming === 'warn' ? 'red' : undefined}
        loading={action.isPending}
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
            loading={action.isPending}
            onConfirm={(note) => void run(confirming, note)}
            onCancel={() => setConfirming(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

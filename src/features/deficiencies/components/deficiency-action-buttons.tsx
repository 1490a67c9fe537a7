import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { isConflict } from '@/lib/api-client';
import type { Deficiency, DeficiencyAction } from '@/shared/schemas/inspections';
import { useDeficiencyAction } from '../api/deficiency-actions';
import { ACTION_COPY, actionErrorText, allowedActions } from '../deficiency-actions-model';

/** "Send warning" and the like lead the row; archive and restore are quieter. */
const QUIET: readonly DeficiencyAction[] = ['archive', 'restore'];

/**
 * The follow-up actions a deficiency allows now (warning, close and archive ask first), a toast
 * when one is done, and the server's reason under the buttons when it refuses.
 */
export function DeficiencyActionButtons({ item }: { item: Deficiency }) {
  const action = useDeficiencyAction(item.id);
  const [confirming, setConfirming] = useState<DeficiencyAction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // mutateAsync, not mutate's callbacks: an archived or closed deficiency can leave the refreshed
  // list (and unmount these buttons) before the action settles, and the toast would go with them.
  const run = async (chosen: DeficiencyAction) => {
    setProblem(null);
    try {
      const after = await action.mutateAsync(chosen);
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
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        {allowedActions(item).map((name) => (
          <Button
            key={name}
            size="sm"
            variant={QUIET.includes(name) ? 'ghost' : name === 'warn' ? 'solid' : 'outline'}
            colorPalette={name === 'warn' ? 'red' : undefined}
            loading={action.isPending && action.variables === name}
            disabled={action.isPending}
            onClick={() => (ACTION_COPY[name].confirm ? setConfirming(name) : void run(name))}
          >
            {ACTION_COPY[name].label}
          </Button>
        ))}
      </HStack>
      <FormError message={problem} />
      <LazyConfirmDialog
        open={confirming !== null}
        title={`${copy?.label ?? ''} · ${item.project_code} #${item.number}`}
        question={copy?.confirm?.(item) ?? ''}
        confirmLabel={copy?.label ?? ''}
        colorPalette={confirming === 'warn' ? 'red' : undefined}
        loading={action.isPending}
        onConfirm={() => confirming && void run(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}

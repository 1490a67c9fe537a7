import { useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { newIdempotencyKey, type QueuedWrite, type QueuedWriteVariables } from '../offline/queued-write';
import { useQueuedWrite } from '@/lib/api/use-api-mutation';
import { useWaitingChangeActions } from '../offline/waiting-changes';
import { serverFieldIssues, sendFailureText } from './server-errors';
import { useFormDraft } from './use-form-draft';

export interface UseQueuedFormOptions<TValues extends FieldValues, TOutput, TVariables extends QueuedWriteVariables, TResult> {
  /** The registered queued write the form sends. */
  write: QueuedWrite<TVariables, TResult>;
  /** The draft's id on this device (useFormDraft). */
  formId: string;
  /** The empty form (stable: memoize it). */
  defaults: TValues;
  resolver: Resolver<TValues, unknown, TOutput>;
  /** Start from these values (a refused write opened to edit); then no draft is kept. */
  initialValues?: TValues;
  /** The server's field names as the form's (e.g. `attachment_ids` -> `attachments`). */
  fieldOf?: (field: string) => string;
  /** Said under the form when sending failed without a reason. */
  failureText: string;
}

/** Said under the emptied form when its queued write was not accepted (it stays in the list). */
export const queuedFailureText = (error: unknown, fallback: string) =>
  `${sendFailureText(error, fallback)} What you sent is kept under changes waiting to sync, where you can settle it.`;

/**
 * A form sent as a queued write and kept as a draft on this device: online, `send` lands and
 * `onSent` runs (the form and draft are emptied), or the server's refusal is shown under the form
 * (and not also kept in the list of waiting changes); offline, the write waits (`waiting`) and the
 * form and draft are emptied, since the queue holds the values. A queued write refused later stays
 * in the list of waiting changes (its only copy), where it can be retried, edited or discarded.
 */
export function useQueuedForm<TValues extends FieldValues, TOutput, TVariables extends QueuedWriteVariables, TResult>(
  options: UseQueuedFormOptions<TValues, TOutput, TVariables, TResult>,
) {
  const { defaults, initialValues, fieldOf, failureText } = options;
  const write = useQueuedWrite(options.write);
  const { discardByKey } = useWaitingChangeActions();
  const form = useForm<TValues, unknown, TOutput>({ resolver: options.resolver, defaultValues: (initialValues ?? defaults) as DefaultValues<TValues> });
  const draft = useFormDraft({ form, formId: options.formId, defaults, enabled: !initialValues });
  const waiting = write.isWaiting;
  // Which send waits: a second send made offline while the first still waits keeps `waiting`
  // true, so the effect below follows the send's time, not the flag.
  const waitingSince = waiting ? write.submittedAt : 0;
  const { reset, setError } = form;
  const { clear: clearDraft } = draft;
  // The latest send; `queued` once the form handed its values to the queue (offline) and was
  // emptied: from then on the form and draft hold the user's next entry, not this write's.
  const latest = useRef<{ queued: boolean } | null>(null);

  useEffect(() => {
    if (!waitingSince) return;
    if (latest.current) latest.current.queued = true;
    reset(defaults);
    void clearDraft();
  }, [waitingSince, reset, defaults, clearDraft]);

  /** Send the values: `onSent` once the server has them (also after waiting, while the form is mounted). */
  function send(variables: Omit<TVariables, 'idempotencyKey'>, onSent: (result: TResult) => void) {
    const sending = { queued: false };
    latest.current = sending;
    // mutateAsync rather than useQueuedWrite's `send`: the callbacks below run only while the form
    // is mounted, but the promise settles anyway, so a draft sent as the user left is deleted too.
    write
      .mutateAsync({ ...variables, idempotencyKey: newIdempotencyKey() } as TVariables, {
        onSuccess: (result) => {
          if (!sending.queued) reset(defaults);
          onSent(result);
        },
        onError: (error, sent) => {
          if (sending.queued) {
            // The queued write is the only copy of the values: the list of waiting changes keeps it
            // with the refusal (Keep mine, Retry, Edit); the form only says where it is.
            setError('root.server', { message: queuedFailureText(error, failureText) });
            return;
          }
          // Online, the values are still in the form: the refusal is shown here, not also listed.
          discardByKey(sent.idempotencyKey);
          for (const issue of serverFieldIssues(error, fieldOf)) setError(issue.path as FieldPath<TValues>, { message: issue.message });
          setError('root.server', { message: sendFailureText(error, failureText) });
        },
      })
      .then(
        () => {
          if (!sending.queued) void clearDraft();
        },
        // Shown by onError, or in the list of waiting changes.
        () => {},
      );
  }

  /** What DraftFormFooter shows (read here, during render, so the form state is watched). */
  const footer = {
    serverError: form.formState.errors.root?.server?.message,
    savedAt: draft.savedAt,
    showDiscard: draft.savedAt !== null || form.formState.isDirty,
    submitting: write.isPending && !waiting,
  };

  // `waitingSince`: when the send that now waits was made (0: none waits), to tell one from the next.
  return { form, draft, write, waiting, waitingSince, send, footer };
}

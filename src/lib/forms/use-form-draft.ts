import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useAuth } from '../auth/use-auth';
import { deleteFormDraft, formDraftKey, hasDraftContent, loadFormDraft, saveFormDraft } from './form-drafts';

/** Save at most this often while the user types. */
export const DRAFT_SAVE_DELAY_MS = 400;

export interface UseFormDraftOptions<T extends FieldValues> {
  /** The react-hook-form instance whose values are kept. */
  form: Pick<UseFormReturn<T>, 'reset' | 'watch'>;
  /** Which form, e.g. 'request-inspector'; the signed-in user's id completes the key. */
  formId: string;
  /** The form's empty values (the first ones given count): restored over, and put back by `discard`. */
  defaults: T;
  /** Keep no draft (e.g. while the form is filled from elsewhere). Default true. */
  enabled?: boolean;
}

export interface FormDraft {
  /** The stored draft has been read (or there was none): the form shows what it will keep. */
  ready: boolean;
  /** When the draft on this device was last saved, or null when there is none. */
  savedAt: number | null;
  /** A draft from an earlier visit was put back into the form. */
  restored: boolean;
  /** Forget the draft and empty the form. */
  discard: () => Promise<void>;
  /** Forget the draft and leave the form as it is (after a successful submit, then reset). */
  clear: () => Promise<void>;
}

const logFailure = (what: string) => (error: unknown) => console.error(what, error);

/**
 * Keep a form in progress on this device (docs/offline.md: a draft survives a reload): the values go to
 * IndexedDB (per user and form) shortly after each change, come back when the form mounts again,
 * and are deleted on `clear` (successful submit) or `discard` (the user's choice).
 */
export function useFormDraft<T extends FieldValues>({ form, formId, defaults, enabled = true }: UseFormDraftOptions<T>): FormDraft {
  const { user } = useAuth();
  const key = user && enabled ? formDraftKey(user.id, formId) : null;
  // The key whose stored draft has been read (restored or found absent).
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const ready = key === null || loadedKey === key;
  const [restored, setRestored] = useState(false);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  // The first defaults count (callers pass a fresh object on every render).
  const [initialDefaults] = useState(defaults);
  const { reset, watch } = form;

  // Restore once per key, before any save: saving first would overwrite the draft with defaults.
  useEffect(() => {
    if (!key) return;
    let active = true;
    loadFormDraft<T>(key)
      .then((stored) => {
        if (!active) return;
        if (stored && hasDraftContent(stored.values, initialDefaults)) {
          reset({ ...initialDefaults, ...stored.values }, { keepDefaultValues: true });
          setRestored(true);
          setSavedAt(stored.savedAt);
        }
      })
      .catch(logFailure('Could not read the form draft'))
      .finally(() => active && setLoadedKey(key));
    return () => {
      active = false;
    };
  }, [key, reset, initialDefaults]);

  // Save a short while after the last change; an emptied form deletes its draft.
  useEffect(() => {
    if (!key || !ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (hasDraftContent(values, initialDefaults)) {
          const at = Date.now();
          void saveFormDraft(key, values, at)
            .then(() => setSavedAt(at))
            .catch(logFailure('Could not save the form draft'));
        } else {
          void deleteFormDraft(key)
            .then(() => setSavedAt(null))
            .catch(logFailure('Could not delete the form draft'));
        }
      }, DRAFT_SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [key, ready, watch, initialDefaults]);

  const clear = useCallback(async () => {
    setSavedAt(null);
    setRestored(false);
    if (key) await deleteFormDraft(key).catch(logFailure('Could not delete the form draft'));
  }, [key]);

  const discard = useCallback(async () => {
    await clear();
    reset(initialDefaults);
  }, [clear, reset, initialDefaults]);

  return { ready, savedAt, restored, discard, clear };
}

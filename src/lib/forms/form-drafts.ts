import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/**
 * Drafts of forms in progress, in IndexedDB (idb-keyval), one entry per user and form, so a
 * half-filled request survives a reload or a closed tab. Their own database, apart from the
 * persisted query cache: a draft is not data from the server.
 */
export const FORM_DRAFT_DB = 'paintqa-form-drafts';
const FORM_DRAFT_STORE = 'drafts';

let store: UseStore | null = null;
function draftStore(): UseStore {
  store ??= createStore(FORM_DRAFT_DB, FORM_DRAFT_STORE);
  return store;
}

/** What is stored: the form's values and when they were saved. */
export interface StoredDraft<T> {
  values: T;
  savedAt: number;
}

/** The key of one user's draft of one form: `<owner>:<formId>`. */
export function formDraftKey(owner: string, formId: string): string {
  return `${owner}:${formId}`;
}

export async function loadFormDraft<T>(key: string): Promise<StoredDraft<T> | undefined> {
  const stored = await get<StoredDraft<T>>(key, draftStore());
  return stored && typeof stored === 'object' && 'values' in stored ? stored : undefined;
}

export function saveFormDraft<T>(key: string, values: T, savedAt = Date.now()): Promise<void> {
  return set(key, { values, savedAt } satisfies StoredDraft<T>, draftStore());
}

export function deleteFormDraft(key: string): Promise<void> {
  return del(key, draftStore());
}

/** Delete every draft of one owner (sign-out: nothing of theirs stays in the browser). */
export async function deleteFormDrafts(owner: string): Promise<void> {
  const prefix = `${owner}:`;
  const all = await keys(draftStore());
  await Promise.all(all.filter((key) => typeof key === 'string' && key.startsWith(prefix)).map((key) => del(key, draftStore())));
}

/** JSON with every string trimmed: spaces alone are not a change. */
const trimmedJson = (value: unknown) => JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? item.trim() : item));

/**
 * True when the values hold something the user typed: a non-empty string, a number, a true
 * checkbox or a non-empty list anywhere, and (given `defaults`) differ from the form's defaults:
 * an untouched form is not worth a draft.
 */
export function hasDraftContent(values: unknown, defaults?: unknown): boolean {
  if (defaults !== undefined) return trimmedJson(values) !== trimmedJson(defaults) && hasDraftContent(values);
  if (values === null || values === undefined) return false;
  if (typeof values === 'string') return values.trim() !== '';
  if (typeof values === 'number') return !Number.isNaN(values);
  if (typeof values === 'boolean') return values;
  if (Array.isArray(values)) return values.some((item) => hasDraftContent(item));
  if (typeof values === 'object') return Object.values(values).some((item) => hasDraftContent(item));
  return false;
}

import { onlineManager } from '@tanstack/react-query';
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { UploadKind } from '@/shared/uploads';
import { apiClient } from '../api-client';
import { isNetworkFailure } from '../query/query-client';
import { newIdempotencyKey } from './queued-write';

/*
 * Files chosen in a form wait here, in IndexedDB, until the write they belong to is sent: a
 * request's attachments picked offline (and later inspection photos) survive a reload and are
 * uploaded on reconnect, right before the write that links them. The upload id is chosen here,
 * so an upload retried after a lost answer is the same upload on the server. A file chosen offline,
 * or one whose upload found no connection, is sent marked `captured_offline` (the uploads report).
 */

export const STASHED_FILES_DB = 'paintqa-stashed-files';

let store: UseStore | null = null;
function fileStore(): UseStore {
  store ??= createStore(STASHED_FILES_DB, 'files');
  return store;
}

/** What a form keeps of a stashed file (its draft and its queued write hold this, not the bytes). */
export interface StashedFile {
  id: string;
  filename: string;
  size: number;
  type: string;
}

interface StoredFile extends StashedFile {
  owner: string;
  /** Chosen while offline, or an upload attempt found no connection (so the queue sends it later). */
  capturedOffline?: boolean;
  /** The bytes as an ArrayBuffer: structured-clonable in every browser (a Blob is not everywhere). */
  bytes: ArrayBuffer;
}

/** Keep a chosen file for `owner` (the signed-in user's id) until it is uploaded. */
export async function stashFile(owner: string, file: File): Promise<StashedFile> {
  const stashed: StashedFile = { id: newIdempotencyKey(), filename: file.name, size: file.size, type: file.type };
  const stored: StoredFile = { ...stashed, owner, capturedOffline: !onlineManager.isOnline(), bytes: await file.arrayBuffer() };
  await set(stashed.id, stored, fileStore());
  return stashed;
}

export function discardStashedFile(id: string): Promise<void> {
  return del(id, fileStore());
}

/**
 * Upload a stashed file (PUT /api/uploads/:id) and forget it. A file no longer in the stash was
 * uploaded by an earlier try (the server answers a repeat with the stored file anyway).
 */
export async function uploadStashedFile(kind: UploadKind, file: StashedFile, onProgress?: (sent: number, total: number) => void): Promise<void> {
  const stored = await get<StoredFile>(file.id, fileStore());
  if (!stored) return;
  const query = new URLSearchParams({ kind, filename: stored.filename });
  if (stored.capturedOffline) query.set('captured_offline', 'true');
  const path = `/api/uploads/${stored.id}?${query}`;
  const bytes = new Blob([stored.bytes], { type: stored.type || 'application/octet-stream' });
  try {
    await (onProgress ? apiClient.upload(path, bytes, onProgress) : apiClient.put(path, bytes));
  } catch (error) {
    // No connection: the queued write sends it again later, as an offline capture.
    if (isNetworkFailure(error) && !stored.capturedOffline) await set(file.id, { ...stored, capturedOffline: true }, fileStore());
    throw error;
  }
  await del(file.id, fileStore());
}

/** Upload every file of a write, one after the other (phones on site have thin connections). */
export async function uploadStashedFiles(kind: UploadKind, files: readonly StashedFile[]): Promise<void> {
  for (const file of files) await uploadStashedFile(kind, file);
}

/** Delete every stashed file of one user (sign-out: nothing of theirs stays in the browser). */
export async function deleteStashedFiles(owner: string): Promise<void> {
  const all = await entries<string, StoredFile>(fileStore());
  await Promise.all(all.filter(([, file]) => file.owner === owner).map(([id]) => del(id, fileStore())));
}

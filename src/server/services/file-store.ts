import { createHash } from 'node:crypto';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Content-addressed file storage: a file is stored once under its sha256 (`ab/abcdef...`), so
 * storing the same bytes again changes nothing. Kept in a folder (UPLOAD_DIR) or, when the S3_*
 * settings are given, in an S3-compatible bucket (s3-file-store.ts).
 */
export interface FileStore {
  /** Store the bytes; answers their sha256 (the key to read them back). */
  put(bytes: Buffer): Promise<string>;
  /** The stored bytes; rejects with StoredFileMissingError when nothing is stored under the key. */
  open(sha256: string): Promise<Readable>;
  exists(sha256: string): Promise<boolean>;
  /** Delete the stored bytes (nothing happens when none are stored): the retention job's, for files no row names. */
  remove(sha256: string): Promise<void>;
  /** Release connections (called when the app closes). */
  close(): void;
}

export class StoredFileMissingError extends Error {
  constructor(readonly sha256: string) {
    super(`No stored file ${sha256}`);
    this.name = 'StoredFileMissingError';
  }
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Where a file lives inside the store: a two-character folder keeps folder listings short. */
export const storedPathOf = (sha256: string) => `${sha256.slice(0, 2)}/${sha256}`;

/**
 * The store under one folder. A file is written to a temporary name first and renamed, so a crash
 * never leaves a half-written file under a real name.
 */
export function createFileStore(root: string): FileStore {
  const pathOf = (sha256: string) => join(root, storedPathOf(sha256));
  const exists = async (sha256: string) =>
    stat(pathOf(sha256)).then(
      () => true,
      () => false,
    );
  return {
    async put(bytes) {
      const sha256 = sha256Of(bytes);
      if (await exists(sha256)) return sha256;
      const target = pathOf(sha256);
      await mkdir(join(root, sha256.slice(0, 2)), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
      return sha256;
    },
    async open(sha256) {
      const handle = await open(pathOf(sha256)).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new StoredFileMissingError(sha256) : error;
      });
      return handle.createReadStream();
    },
    exists,
    remove: (sha256) => rm(pathOf(sha256), { force: true }),
    close() {},
  };
}

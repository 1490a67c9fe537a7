import { createHash } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Content-addressed file storage under one folder: a file is stored once under its sha256
 * (`ab/abcdef...`), written to a temporary name first and renamed, so a crash never leaves a
 * half-written file under a real name.
 */
export interface FileStore {
  /** Store the bytes; answers their sha256 (the key to read them back). */
  put(bytes: Buffer): Promise<string>;
  open(sha256: string): ReadStream;
  exists(sha256: string): Promise<boolean>;
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function createFileStore(root: string): FileStore {
  const pathOf = (sha256: string) => join(root, sha256.slice(0, 2), sha256);
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
    open: (sha256) => createReadStream(pathOf(sha256)),
    exists,
  };
}

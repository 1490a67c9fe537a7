import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config/env';
import { createFileStore, sha256Of, StoredFileMissingError, type FileStore } from '../../../src/server/services/file-store';
import { createS3FileStore, s3SettingsOf } from '../../../src/server/services/s3-file-store';
import { SAMPLE_PDF, SAMPLE_PNG } from '../../support/sample-files';
import { startS3Server, type TestS3Server } from '../../support/s3-server';

interface StoreUnderTest {
  store: FileStore;
  /** Changes whenever bytes are written to the store. */
  writeMark(): string;
  close(): Promise<void>;
}

async function folderStore(): Promise<StoreUnderTest> {
  const root = mkdtempSync(join(tmpdir(), 'paintqa-file-store-'));
  const files = () => readdirSync(root, { recursive: true }).map(String);
  return {
    store: createFileStore(root),
    // Every write renames a new temporary file into place, so it changes the set of inodes.
    writeMark: () => files().map((name) => `${name}:${statSync(join(root, name)).ino}`).sort().join(),
    async close() {
      expect(files().filter((name) => name.endsWith('.tmp'))).toEqual([]);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The S3 store as the app builds it from S3_* settings, under a prefix. */
const prefixedS3Store = (s3: TestS3Server) => createS3FileStore(s3SettingsOf(loadConfig({ NODE_ENV: 'test', ...s3.env, S3_PREFIX: 'uploads/' })));

async function s3Store(): Promise<StoreUnderTest> {
  const s3 = await startS3Server();
  const store = prefixedS3Store(s3);
  return {
    store,
    writeMark: () => String(s3.writes()),
    async close() {
      store.close();
      await s3.close();
    },
  };
}

describe.each([
  ['the folder store', folderStore],
  ['the S3 store', s3Store],
])('%s', (_name, start) => {
  let subject: StoreUnderTest;
  beforeAll(async () => {
    subject = await start();
  });
  afterAll(() => subject.close());

  it('stores bytes under their sha256 and reads them back', async () => {
    const sha256 = await subject.store.put(SAMPLE_PDF);
    expect(sha256).toBe(sha256Of(SAMPLE_PDF));
    expect(await subject.store.exists(sha256)).toBe(true);
    expect((await buffer(await subject.store.open(sha256))).equals(SAMPLE_PDF)).toBe(true);
  });

  it('stores the same bytes once: a second put answers the same key and writes nothing', async () => {
    const first = await subject.store.put(SAMPLE_PNG);
    const mark = subject.writeMark();
    expect(await subject.store.put(Buffer.from(SAMPLE_PNG))).toBe(first);
    expect(subject.writeMark()).toBe(mark);
    expect((await buffer(await subject.store.open(first))).equals(SAMPLE_PNG)).toBe(true);
  });

  it('keeps different bytes apart', async () => {
    const one = await subject.store.put(Buffer.from('one'));
    const two = await subject.store.put(Buffer.from('two'));
    expect(one).not.toBe(two);
    expect((await buffer(await subject.store.open(two))).toString()).toBe('two');
  });

  it('answers a missing key: exists is false and open rejects with StoredFileMissingError', async () => {
    const missing = sha256Of(Buffer.from('never stored'));
    expect(await subject.store.exists(missing)).toBe(false);
    await expect(subject.store.open(missing)).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  it('removes stored bytes (the retention job), and removing a missing key is no error', async () => {
    const sha256 = await subject.store.put(Buffer.from('orphaned upload'));
    await subject.store.remove(sha256);
    expect(await subject.store.exists(sha256)).toBe(false);
    await expect(subject.store.remove(sha256)).resolves.toBeUndefined();
  });
});

describe('the S3 store with S3_PREFIX', () => {
  let s3: TestS3Server;
  let store: FileStore;
  beforeAll(async () => {
    s3 = await startS3Server();
    store = prefixedS3Store(s3);
  });
  afterAll(async () => {
    store.close();
    await s3.close();
  });

  it('keeps its objects under the prefix, in the folder store\'s layout', async () => {
    const sha256 = await store.put(SAMPLE_PDF);
    expect(await s3.keys()).toEqual([`uploads/${sha256.slice(0, 2)}/${sha256}`]);
  });
});

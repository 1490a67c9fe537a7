import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { AppConfig } from '../config/env';
import { sha256Of, storedPathOf, StoredFileMissingError, type FileStore } from './file-store';

export interface S3Settings {
  /** Omit for AWS S3; the store's URL for MinIO, R2, Supabase Storage and the like. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `uploads/` ('' for the bucket's top level). */
  prefix: string;
}

/** The S3 settings of a config whose S3_* variables were validated together (env.ts). */
export function s3SettingsOf(config: AppConfig): S3Settings {
  const prefix = config.S3_PREFIX?.replace(/\/+$/, '') ?? '';
  return {
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION!,
    bucket: config.S3_BUCKET!,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
    prefix: prefix ? `${prefix}/` : '',
  };
}

/** HeadObject answers a missing key with `NotFound`, GetObject with `NoSuchKey` (a missing bucket is another error). */
const isMissing = (error: unknown) => error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey');

/**
 * The file store in an S3-compatible bucket, with the same keys as the folder store. PutObject
 * replaces an object whole, so no temporary name is needed; a HeadObject first skips bytes that are
 * already stored.
 */
export function createS3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's
    // default extra checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const target = (sha256: string) => ({ Bucket: settings.bucket, Key: `${settings.prefix}${storedPathOf(sha256)}` });
  const exists = async (sha256: string) =>
    client.send(new HeadObjectCommand(target(sha256))).then(
      () => true,
      (error: unknown) => {
        if (isMissing(error)) return false;
        throw error;
      },
    );
  return {
    async put(bytes) {
      const sha256 = sha256Of(bytes);
      if (await exists(sha256)) return sha256;
      await client.send(new PutObjectCommand({ ...target(sha256), Body: bytes, ContentLength: bytes.length }));
      return sha256;
    },
    async open(sha256) {
      const answer = await client.send(new GetObjectCommand(target(sha256))).catch((error: unknown) => {
        throw isMissing(error) ? new StoredFileMissingError(sha256) : error;
      });
      if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered no readable body for ${sha256}`);
      return answer.Body;
    },
    exists,
    // DeleteObject answers success for a missing key too.
    remove: async (sha256) => {
      await client.send(new DeleteObjectCommand(target(sha256)));
    },
    close: () => client.destroy(),
  };
}

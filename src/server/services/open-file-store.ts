import type { AppConfig } from '../config/env';
import { createFileStore, type FileStore } from './file-store';

/** The S3 store when S3_BUCKET and its companions are set, else the folder store (UPLOAD_DIR). */
export async function openFileStore(config: AppConfig): Promise<FileStore> {
  if (!config.S3_BUCKET) return createFileStore(config.uploadDir);
  // Loaded only when used: the AWS SDK is large and would slow every start-up.
  const { createS3FileStore, s3SettingsOf } = await import('./s3-file-store');
  return createS3FileStore(s3SettingsOf(config));
}

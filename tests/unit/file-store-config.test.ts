import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config/env';
import { s3SettingsOf } from '../../src/server/services/s3-file-store';

const S3_ENV = {
  NODE_ENV: 'test',
  S3_REGION: 'auto',
  S3_BUCKET: 'paintqa-uploads',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'secret',
};

/** loadConfig refuses `env` with an error (a ConfigError) that contains `message`. */
const expectRefused = (env: Record<string, string>, message: string) => expect(() => loadConfig(env)).toThrow(message);

describe('S3_* settings', () => {
  it('are off by default: uploads stay in UPLOAD_DIR', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).S3_BUCKET).toBeUndefined();
  });

  it('read the bucket, credentials and options, with a prefix that always ends in one slash', () => {
    const settings = s3SettingsOf(
      loadConfig({ ...S3_ENV, S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com', S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: 'portal/uploads' }),
    );
    expect(settings).toEqual({
      endpoint: 'https://account.r2.cloudflarestorage.com',
      region: 'auto',
      bucket: 'paintqa-uploads',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'portal/uploads/',
    });
    expect(s3SettingsOf(loadConfig(S3_ENV))).toMatchObject({ endpoint: undefined, forcePathStyle: false, prefix: '' });
  });

  it('must be given together, naming what is missing', () => {
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = S3_ENV;
    expectRefused(withoutSecret, 'S3_SECRET_ACCESS_KEY: S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set together (missing: S3_SECRET_ACCESS_KEY)');
    expectRefused({ S3_ENDPOINT: 'http://localhost:9000' }, 'missing: S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY');
    expectRefused({ S3_FORCE_PATH_STYLE: 'true' }, 'must be set together');
  });

  it('refuse a bucket URL, a bad endpoint and a prefix that starts with a slash', () => {
    expectRefused({ ...S3_ENV, S3_BUCKET: 's3://paintqa-uploads' }, 'S3_BUCKET: must be a bucket name');
    expectRefused({ ...S3_ENV, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be an http:// or https:// URL');
    expectRefused({ ...S3_ENV, S3_PREFIX: '/uploads' }, 'S3_PREFIX: must be a folder path');
  });
});

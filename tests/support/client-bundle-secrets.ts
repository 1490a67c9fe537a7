import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { envSchema } from '../../src/server/config/env';

/**
 * Every server setting, as secret or public. A secret's value must never reach the browser (the
 * built files in dist/, the pre-rendered pages, /runtime-config.js). A setting added to the server
 * config fails tests/unit/client-bundle-secrets.test.ts until it is listed here.
 */
export const SECRET_SETTINGS = ['ADMIN_KEY', 'DATABASE_URL', 'SMTP_URL', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'VAPID_PRIVATE_KEY'] as const;
export const PUBLIC_SETTINGS = [
  'NODE_ENV', 'HOST', 'PORT', 'DATA_DIR', 'PUBLIC_URL', 'STAFF_EMAIL_DOMAIN', 'AUTH_AUTOCONFIRM', 'JWT_EXPIRY',
  'MAIL_DIR', 'UPLOAD_DIR', 'MAIL_FROM', 'RATE_LIMIT', 'TRUST_PROXY', 'LIST_CACHE', 'SCHEDULER', 'TEST_POLL_INTERVAL_MS',
  // The anon keys are public by design (Supabase's too): the browser sends them with every auth call.
  'AUTH_ANON_KEY', 'SUPABASE_URL', 'SUPABASE_ANON_KEY',
  'S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX',
  'PROVIDER_NAME', 'PROVIDER_ADDRESS', 'PROVIDER_PHONE', 'PROVIDER_EMAIL', 'PROVIDER_TIME_ZONE',
  'PROVIDER_LOGO_FILE',
  // The browser subscribes with the VAPID public key; the subject is a contact address.
  'VAPID_PUBLIC_KEY', 'VAPID_SUBJECT',
  'DEMO', 'LOG_LEVEL', 'SERVE_SOURCE_MAPS', 'SHUTDOWN_TIMEOUT_MS', 'MAX_EVENT_LOOP_DELAY_MS', 'MAX_HEAP_USED_MB',
  'RETENTION_IDEMPOTENCY_DAYS', 'RETENTION_EMAIL_LOG_DAYS',
] as const;

/** Each secret as the server would use it: from this environment (or `env`), else its default. */
export function secretValues(env: Record<string, string | undefined> = process.env): Array<{ name: string; value: string }> {
  const defaults = envSchema.parse({}) as Record<string, unknown>;
  return SECRET_SETTINGS.flatMap((name) => {
    const value = env[name] || defaults[name];
    return typeof value === 'string' && value.length > 0 ? [{ name, value }] : [];
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** "file: SETTING" for each secret value found in a text, or in any file under a folder. */
export function secretsIn(text: string, secrets: ReturnType<typeof secretValues>, label: string): string[] {
  return secrets.filter(({ value }) => text.includes(value)).map(({ name }) => `${label}: ${name}`);
}

export function secretsInFolder(dir: string, secrets: ReturnType<typeof secretValues>): string[] {
  if (!existsSync(dir)) throw new Error(`${dir} is missing: build the app first (vite build)`);
  return filesUnder(dir).flatMap((file) => secretsIn(readFileSync(file, 'latin1'), secrets, relative(dir, file)));
}

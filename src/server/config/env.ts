import { z } from 'zod';
import { isValidTimeZone } from '../../shared/schemas/schedules-values';
import { providerLogoProblem } from './provider-logo';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/** The provider's office is in Vancouver unless PROVIDER_TIME_ZONE says otherwise. */
export const DEFAULT_PROVIDER_TIME_ZONE = 'America/Vancouver';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.url().optional();

/** The demo's published secrets: fine for `npm start`, refused in production (productionRefusals). */
export const DEMO_ADMIN_KEY = 'demo-admin-key';
export const DEMO_ANON_KEY = 'paintqa-demo-anon-key-0123456789';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Set all of these to store uploads in an S3-compatible bucket (AWS S3, MinIO, R2, Supabase Storage). */
const S3_REQUIRED = ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
/** Any of these set without the required ones is a mistake (it would silently store files on disk). */
const S3_SETTINGS = [...S3_REQUIRED, 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const;

/**
 * Every setting the server reads, validated once at start-up (listed in .env.example and the
 * README). A bad value stops start-up with a message naming the variable.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    PUBLIC_URL: optionalUrl,
    ADMIN_KEY: z.string().min(8, 'must be at least 8 characters').default(DEMO_ADMIN_KEY),
    STAFF_EMAIL_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain such as example.com')
      .default('paintqa.example'),
    AUTH_AUTOCONFIRM: booleanFromString.default(true),
    JWT_EXPIRY: z.coerce.number().int().min(30).max(7 * 24 * 3600).default(3600),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_DIR: z.string().min(1).optional(),
    /** Where uploaded files are stored (default: DATA_DIR/uploads). */
    UPLOAD_DIR: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).default('PaintQA Services <no-reply@paintqa.example>'),
    AUTH_ANON_KEY: z.string().min(16, 'must be at least 16 characters').default(DEMO_ANON_KEY),
    SUPABASE_URL: optionalUrl,
    SUPABASE_ANON_KEY: z.string().min(16).optional(),
    /** Store uploaded files in an S3-compatible bucket instead of UPLOAD_DIR (see S3_REQUIRED). */
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[A-Za-z0-9][\w.-]*$/, 'must be a bucket name such as paintqa-uploads (not a URL)')
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Address the bucket as ENDPOINT/BUCKET (MinIO and most self-hosted stores) instead of BUCKET.ENDPOINT. */
    S3_FORCE_PATH_STYLE: booleanFromString.optional(),
    /** Folder inside the bucket, e.g. `uploads/` (default: the bucket's top level). */
    S3_PREFIX: z
      .string()
      .regex(/^[\w.!*'()-]+(\/[\w.!*'()-]+)*\/?$/, 'must be a folder path such as uploads/ (letters, digits, - _ . / only)')
      .optional(),
    /** Turn off the per-IP rate limits (tests drive many sign-ins from one address). */
    RATE_LIMIT: booleanFromString.default(true),
    /** Which proxies' X-Forwarded-For to believe (src/server/config/trust-proxy.ts); off by default. */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx): TrustProxy => {
        const parsed = parseTrustProxy(value);
        if (parsed) return parsed;
        ctx.addIssue({ code: 'custom', message: 'must be false, true, a hop count (1 to 10) or a comma-separated list of addresses/CIDRs such as 10.0.0.0/8,127.0.0.1' });
        return z.NEVER;
      }),
    /** Keep list answers (GET /api/projects) until the database says a table they read changed. */
    LIST_CACHE: booleanFromString.default(true),
    /** Provider details shown on the public site and in e-mails and PDFs. */
    PROVIDER_NAME: z.string().min(1).default('PaintQA Services'),
    PROVIDER_ADDRESS: z.string().min(1).default('1200 West Georgia Street, Suite 400, Vancouver, BC V6E 4A2'),
    PROVIDER_PHONE: z.string().min(7).default('16045550142'),
    PROVIDER_EMAIL: z.email().default('info@paintqa.example'),
    /** The provider's time zone (IANA) until an Admin saves one in the Business settings (src/server/config/provider-day.ts). */
    PROVIDER_TIME_ZONE: z
      .string()
      .refine(isValidTimeZone, 'must be an IANA time zone such as America/Vancouver')
      .default(DEFAULT_PROVIDER_TIME_ZONE),
    /** A PNG or JPEG file printed in every PDF's header; unset, the PDFs draw a default mark (src/server/services/pdf/logo.ts). */
    PROVIDER_LOGO_FILE: z.string().min(1).optional(),
    /** Web Push's VAPID key pair, base64url (docs/production.md, "Push notifications"); generated into DATA_DIR when both are unset outside production. */
    VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters, e.g. from npx web-push generate-vapid-keys)').optional(),
    VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)').optional(),
    /** Who push services may contact about our pushes: mailto: or https: (default: mailto:PROVIDER_EMAIL). */
    VAPID_SUBJECT: z.string().regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: or https: address').optional(),
    /** Test-only: every poll of the browser app runs at this interval instead of POLL_INTERVALS_MS. */
    /** Run scheduled reports and the retention job in this process (default: on, except with NODE_ENV=test). */
    SCHEDULER: booleanFromString.optional(),
    /** Idempotency keys are kept this many days; never fewer than 90, since offline writes may wait that long (docs/production.md, "Retention"). */
    RETENTION_IDEMPOTENCY_DAYS: z.coerce.number().int().min(90, 'must be at least 90: offline writes may wait that long').max(3650).default(90),
    /** E-mail log rows are kept this many days (docs/production.md, "Retention"). */
    RETENTION_EMAIL_LOG_DAYS: z.coerce.number().int().min(30, 'must be at least 30').max(36500).default(365),
    TEST_POLL_INTERVAL_MS: z.coerce.number().int().min(200).max(600_000).optional(),
    /** The demo (`npm start` sets it): seeds the demo data and accepts the demo secrets in production. */
    DEMO: booleanFromString.default(false),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    /** Serve the web app's source maps (dist/**\/*.map); off, since they publish the sources. */
    SERVE_SOURCE_MAPS: booleanFromString.default(false),
    /** How long a graceful shutdown may take before the process exits anyway (docs/production.md). */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** Back-pressure thresholds, 0 turns one off (default: on, except with NODE_ENV=test). */
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    MAX_HEAP_USED_MB: z.coerce.number().int().min(0).optional(),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.SUPABASE_URL) !== Boolean(env.SUPABASE_ANON_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.SUPABASE_URL ? 'SUPABASE_ANON_KEY' : 'SUPABASE_URL'],
        message: 'SUPABASE_URL and SUPABASE_ANON_KEY must be set together',
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
      });
    }
    const s3Missing = S3_REQUIRED.filter((name) => !env[name]);
    const s3Used = S3_SETTINGS.some((name) => env[name] !== undefined);
    if (s3Used && s3Missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: [s3Missing[0]!],
        message: `${S3_REQUIRED.join(', ')} must be set together (missing: ${s3Missing.join(', ')})`,
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

const LOCAL_HOSTS = /^(localhost|.+\.localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i;

/**
 * In production (NODE_ENV=production, DEMO not true) the demo's published secrets and settings
 * would let anyone in: each is refused by name, with what to set instead (docs/production.md,
 * Production mode). The embedded auth's own settings count only when it serves.
 */
export function productionRefusals(env: Env): string[] {
  if (env.NODE_ENV !== 'production' || env.DEMO) return [];
  const embedded = !env.SUPABASE_URL;
  const refusals: string[] = [];
  if (env.ADMIN_KEY === DEMO_ADMIN_KEY) {
    refusals.push('ADMIN_KEY: is the published demo key; set a long random secret (e.g. openssl rand -base64 24)');
  }
  if (embedded && env.AUTH_ANON_KEY === DEMO_ANON_KEY) {
    refusals.push('AUTH_ANON_KEY: is the published demo key; set a random value of 16 characters or more');
  }
  if (embedded && env.AUTH_AUTOCONFIRM) {
    refusals.push('AUTH_AUTOCONFIRM: is true, so sign-ups need no e-mail confirmation; set AUTH_AUTOCONFIRM=false');
  }
  if (!env.VAPID_PUBLIC_KEY) {
    refusals.push('VAPID_PUBLIC_KEY: is missing, with VAPID_PRIVATE_KEY; set the Web Push key pair (npx web-push generate-vapid-keys)');
  }
  if (!env.PUBLIC_URL) {
    refusals.push('PUBLIC_URL: is missing; set the address users open, e.g. https://portal.example.com');
  } else if (LOCAL_HOSTS.test(new URL(env.PUBLIC_URL).hostname)) {
    refusals.push(`PUBLIC_URL: is a local address (${env.PUBLIC_URL}); set the address users open, e.g. https://portal.example.com`);
  }
  return refusals;
}

export interface AppConfig extends Env {
  /** Where the PGlite files live; 'memory://' for an in-memory database (tests). */
  pgliteDataDir: string;
  mailDir: string;
  uploadDir: string;
  /** The public origin of the portal, e.g. http://localhost:3000 */
  publicUrl: string;
  /** 'embedded' serves /auth/v1 from this process; 'supabase' uses a hosted project. */
  authMode: 'embedded' | 'supabase';
  /** Base URL of the auth service that issues the tokens the API accepts. */
  authUrl: string;
  /** The anon key browsers send as `apikey`. */
  anonKey: string;
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parse the environment (process.env by default) into the app config, or throw ConfigError. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const logoProblem = env.PROVIDER_LOGO_FILE ? providerLogoProblem(env.PROVIDER_LOGO_FILE) : null;
  if (logoProblem) throw new ConfigError([`PROVIDER_LOGO_FILE: ${logoProblem}`]);
  const refusals = productionRefusals(env);
  if (refusals.length > 0) {
    throw new ConfigError([...refusals, 'DEMO: set DEMO=true only to run the demo, which accepts these (npm start sets it)']);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const authMode = env.SUPABASE_URL ? 'supabase' : 'embedded';
  // Files (mail, uploads) need a real folder even when the database is in memory.
  const fileRoot = env.DATA_DIR === 'memory://' ? './data' : env.DATA_DIR.replace(/\/$/, '');
  return {
    ...env,
    pgliteDataDir: env.DATA_DIR === 'memory://' ? 'memory://' : `${env.DATA_DIR.replace(/\/$/, '')}/pglite`,
    mailDir: env.MAIL_DIR ?? `${fileRoot}/mail`,
    uploadDir: env.UPLOAD_DIR ?? `${fileRoot}/uploads`,
    publicUrl,
    authMode,
    authUrl: authMode === 'supabase' ? `${env.SUPABASE_URL!.replace(/\/$/, '')}/auth/v1` : `${publicUrl}/auth/v1`,
    anonKey: env.SUPABASE_ANON_KEY ?? env.AUTH_ANON_KEY,
  };
}

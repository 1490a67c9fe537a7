import { z } from 'zod';
import { isValidTimeZone } from '../../shared/schemas/schedules-values';

/** The provider's office is in Vancouver unless PROVIDER_TIME_ZONE says otherwise. */
export const DEFAULT_PROVIDER_TIME_ZONE = 'America/Vancouver';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.url().optional();

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
    ADMIN_KEY: z.string().min(8, 'must be at least 8 characters').default('demo-admin-key'),
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
    AUTH_ANON_KEY: z.string().min(16, 'must be at least 16 characters').default('paintqa-demo-anon-key-0123456789'),
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
    /** Test-only: every poll of the browser app runs at this interval instead of POLL_INTERVALS_MS. */
    /** Run scheduled reports in this process (default: on, except with NODE_ENV=test). */
    SCHEDULER: booleanFromString.optional(),
    TEST_POLL_INTERVAL_MS: z.coerce.number().int().min(200).max(600_000).optional(),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.SUPABASE_URL) !== Boolean(env.SUPABASE_ANON_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.SUPABASE_URL ? 'SUPABASE_ANON_KEY' : 'SUPABASE_URL'],
        message: 'SUPABASE_URL and SUPABASE_ANON_KEY must be set together',
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

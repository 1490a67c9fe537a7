import { z } from 'zod';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.url().optional();

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
    /** Turn off the per-IP rate limits (tests drive many sign-ins from one address). */
    RATE_LIMIT: booleanFromString.default(true),
    /** Provider details shown on the public site and in e-mails and PDFs. */
    PROVIDER_NAME: z.string().min(1).default('PaintQA Services'),
    PROVIDER_ADDRESS: z.string().min(1).default('1200 West Georgia Street, Suite 400, Vancouver, BC V6E 4A2'),
    PROVIDER_PHONE: z.string().min(7).default('16045550142'),
    PROVIDER_EMAIL: z.email().default('info@paintqa.example'),
    /** Test-only: every poll of the browser app runs at this interval instead of the spec's. */
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

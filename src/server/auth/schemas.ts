import { z } from 'zod';

/*
 * Wire shapes of the embedded auth service (GoTrue's, as auth-js sends and reads them). Request
 * schemas only check types and are loose: supabase-js adds fields we ignore (gotrue_meta_security,
 * code_challenge...). Rules with GoTrue-specific answers (e-mail format, weak password) are checked
 * in the handlers so they get GoTrue's codes.
 */

const metadata = z.record(z.string(), z.unknown());

export const redirectQuerySchema = z.object({ redirect_to: z.string().optional() }).loose();

export const signUpBodySchema = z
  .object({
    email: z.string().optional(),
    password: z.string().optional(),
    data: metadata.nullish(),
  })
  .loose();

export const tokenQuerySchema = z.object({ grant_type: z.string() }).loose();

export const tokenBodySchema = z
  .object({
    email: z.string().optional(),
    password: z.string().optional(),
    refresh_token: z.string().optional(),
  })
  .loose();

export const recoverBodySchema = z.object({ email: z.string().optional() }).loose();

export const updateUserBodySchema = z
  .object({
    email: z.string().nullish(),
    password: z.string().nullish(),
    data: metadata.nullish(),
  })
  .loose();

export const verifyQuerySchema = z
  .object({
    token: z.string().optional(),
    type: z.string().optional(),
    redirect_to: z.string().optional(),
  })
  .loose();

export const logoutQuerySchema = z.object({ scope: z.enum(['local', 'global', 'others']).default('global') }).loose();

const timestamp = z.string();

export const identitySchema = z.object({
  identity_id: z.string(),
  id: z.string(),
  user_id: z.string(),
  identity_data: z.object({
    email: z.string(),
    email_verified: z.boolean(),
    phone_verified: z.boolean(),
    sub: z.string(),
  }),
  provider: z.literal('email'),
  last_sign_in_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  email: z.string(),
});

export const userSchema = z.object({
  id: z.string(),
  aud: z.literal('authenticated'),
  role: z.literal('authenticated'),
  email: z.string(),
  phone: z.string(),
  email_confirmed_at: timestamp.nullable(),
  confirmed_at: timestamp.nullable(),
  last_sign_in_at: timestamp.nullable(),
  app_metadata: metadata,
  user_metadata: metadata,
  identities: z.array(identitySchema),
  created_at: timestamp,
  updated_at: timestamp,
  is_anonymous: z.literal(false),
});

export const sessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  expires_at: z.number(),
  refresh_token: z.string(),
  user: userSchema,
});

export type GoTrueUser = z.infer<typeof userSchema>;
export type SessionResponse = z.infer<typeof sessionSchema>;

export const emptyObjectSchema = z.object({});

export const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

export const healthSchema = z.object({ version: z.string(), name: z.literal('GoTrue'), description: z.string() });

export const settingsSchema = z.object({
  external: z.record(z.string(), z.boolean()),
  disable_signup: z.boolean(),
  mailer_autoconfirm: z.boolean(),
  phone_autoconfirm: z.boolean(),
  sms_provider: z.string(),
  saml_enabled: z.boolean(),
});

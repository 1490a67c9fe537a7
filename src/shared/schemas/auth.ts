import { z } from '../zod';
import { ROLES } from '../auth/roles';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { MESSAGES } from '../messages';

/** Sign-up type chosen in the register form (user_type client or admin). */
export const USER_TYPES = ['client', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

const email = z.string().trim().min(1, MESSAGES.emailRequired).pipe(z.email(MESSAGES.emailInvalid));
const newPassword = z.string().min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort);

/** Login form: e-mail and password required. */
export const loginFormSchema = z.object({
  email,
  password: z.string().min(1, MESSAGES.passwordRequired),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** Register form (docs/features.md, Screens, roles and sign-in). */
export const registerFormSchema = z
  .object({
    first_name: z.string().trim().min(1, MESSAGES.firstNameRequired),
    last_name: z.string().trim().min(1, MESSAGES.lastNameRequired),
    email,
    password: newPassword,
    confirmPassword: z.string(),
    user_type: z.enum(USER_TYPES),
    adminKey: z.string().optional(),
  })
  .superRefine((form, ctx) => {
    if (form.password !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
    }
    if (form.user_type === 'admin' && !form.adminKey?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['adminKey'], message: MESSAGES.adminKeyRequired });
    }
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Forgot-password form. */
export const forgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** Reset / update-password form (the same match and 6-character rules). */
export const updatePasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  });
export type UpdatePasswordForm = z.infer<typeof updatePasswordFormSchema>;

/** Sign-up metadata stored in user_metadata, plus the admin grant. */
export const signUpMetadataSchema = z.object({
  name: z.string().optional(),
  first_name: z.string(),
  last_name: z.string(),
  user_type: z.enum(USER_TYPES),
  admin_grant: z.string().optional(),
});
export type SignUpMetadata = z.infer<typeof signUpMetadataSchema>;

/** POST /api/auth/validate-admin-key */
export const validateAdminKeyRequestSchema = z.object({ adminKey: z.string().min(1, MESSAGES.adminKeyRequired).max(500) });
export const validateAdminKeyResponseSchema = z.object({ valid: z.literal(true), grant: z.string() });
export type ValidateAdminKeyResponse = z.infer<typeof validateAdminKeyResponseSchema>;

/** The portal's own user record (the backend user with user_role). */
export const backendUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  user_role: z.enum(ROLES),
  company_id: z.uuid().nullable(),
  status: z.enum(['active', 'suspended']),
});
export type BackendUser = z.infer<typeof backendUserSchema>;

/**
 * POST /api/auth/sync body: the auth user object plus its access_token (docs/features.md, Screens, roles and sign-in). The
 * server trusts only the verified bearer token; the body is validated for shape, not believed.
 */
export const syncRequestSchema = z.object({
  user: z
    .object({
      id: z.string().min(1),
      email: z.string().optional(),
      user_metadata: z.record(z.string(), z.unknown()).optional(),
      access_token: z.string().optional(),
    })
    .loose(),
});
export const syncResponseSchema = z.object({ user: backendUserSchema });
export type SyncResponse = z.infer<typeof syncResponseSchema>;

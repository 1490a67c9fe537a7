import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '@/shared/messages';
import { forgotPasswordFormSchema, loginFormSchema, registerFormSchema, updatePasswordFormSchema } from '@/shared/schemas/auth';

/** The messages a schema gives for `value`, by field. */
function messages(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '(form)';
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

const validRegister = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  user_type: 'client' as const,
  adminKey: '',
};

describe('form schemas give the messages of src/shared/messages.ts', () => {
  it('login: e-mail and password are required', () => {
    expect(messages(loginFormSchema, { email: '', password: '' })).toEqual({
      email: [MESSAGES.emailRequired],
      password: [MESSAGES.passwordRequired],
    });
    expect(messages(loginFormSchema, { email: 'nope', password: 'x' })).toEqual({ email: [MESSAGES.emailInvalid] });
    expect(loginFormSchema.safeParse({ email: ' ada@example.com ', password: 'x' }).data?.email).toBe('ada@example.com');
  });

  it('register: names and e-mail required, password at least 6 characters', () => {
    expect(messages(registerFormSchema, { ...validRegister, first_name: ' ', last_name: '', email: '', password: '12345', confirmPassword: '12345' })).toEqual({
      first_name: [MESSAGES.firstNameRequired],
      last_name: [MESSAGES.lastNameRequired],
      email: [MESSAGES.emailRequired],
      password: [MESSAGES.passwordTooShort],
    });
    expect(MESSAGES.passwordTooShort).toBe('Password must be at least 6 characters long');
  });

  it("register: passwords must match ('Passwords do not match')", () => {
    expect(messages(registerFormSchema, { ...validRegister, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
  });

  it("register: Administrator needs a key ('Administrator key is required'); Client does not", () => {
    expect(messages(registerFormSchema, { ...validRegister, user_type: 'admin', adminKey: '  ' })).toEqual({
      adminKey: ['Administrator key is required'],
    });
    expect(messages(registerFormSchema, { ...validRegister, user_type: 'admin', adminKey: 'k' })).toEqual({});
    expect(messages(registerFormSchema, validRegister)).toEqual({});
  });

  it('forgot password: e-mail required', () => {
    expect(messages(forgotPasswordFormSchema, { email: '' })).toEqual({ email: [MESSAGES.emailRequired] });
  });

  it('update password: same match and 6-character rules', () => {
    expect(messages(updatePasswordFormSchema, { password: '123', confirmPassword: '123' })).toEqual({ password: [MESSAGES.passwordTooShort] });
    expect(messages(updatePasswordFormSchema, { password: '123456', confirmPassword: '1234567' })).toEqual({
      confirmPassword: [MESSAGES.passwordsDoNotMatch],
    });
    expect(messages(updatePasswordFormSchema, { password: '123456', confirmPassword: '123456' })).toEqual({});
  });
});

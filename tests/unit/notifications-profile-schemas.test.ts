import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  apiErrorSchema,
  IDEMPOTENCY_KEY_PATTERN,
  VERSION_CONFLICT_CODE,
} from '@/shared/schemas/common';
import { CONTACT_MESSAGES, contactMessageSchema, phoneNumberSchema } from '@/shared/schemas/contact';
import {
  NOTIFICATION_KINDS,
  NOTIFICATIONS_LIMIT_DEFAULT,
  notificationSchema,
  notificationsQuerySchema,
} from '@/shared/schemas/notifications';
import { PROFILE_MESSAGES, profileConflictSchema, profileSchema, profileUpdateSchema } from '@/shared/schemas/profile';

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

const profile = {
  id: '0b6f7a4e-6a43-4a4e-9a53-1f5c1d2b3c4d',
  email: 'dana@example.com',
  first_name: 'Dana',
  last_name: 'Scully',
  user_role: 'Client' as const,
  company_id: null,
  status: 'active' as const,
  phone: null,
  notification_prefs: { message_email: true },
  version: 3,
  updated_at: '2025-06-01T12:00:00.000Z',
};

describe('notification schemas', () => {
  it('the query reads unread=true|false and a limit of 1 to 100, 20 by default', () => {
    expect(notificationsQuerySchema.parse({})).toEqual({ limit: NOTIFICATIONS_LIMIT_DEFAULT });
    expect(notificationsQuerySchema.parse({ unread: 'true', limit: '5' })).toEqual({ unread: true, limit: 5 });
    expect(notificationsQuerySchema.parse({ unread: 'false', limit: '100' })).toEqual({ unread: false, limit: 100 });
    for (const bad of [{ unread: 'yes' }, { unread: '1' }, { limit: '0' }, { limit: '101' }, { limit: '2.5' }, { limit: 'x' }]) {
      expect(notificationsQuerySchema.safeParse(bad).success).toBe(false);
    }
  });

  it('a notification has ISO dates and one of the five kinds', () => {
    const item = {
      id: '5d0f3c1e-2b1a-4f7e-8a9b-0c1d2e3f4a5b',
      kind: 'contact_message',
      title: 'Contact form',
      body: 'Hello',
      link: null,
      entity_type: 'contact_message',
      entity_id: 'x',
      created_at: '2025-06-01T12:00:00.000Z',
      read_at: null,
      read_by: null,
    };
    expect(notificationSchema.parse(item)).toEqual(item);
    expect(NOTIFICATION_KINDS).toEqual(['new_request', 'new_message', 'deficiency_overdue', 'invoice_due', 'contact_message']);
    expect(notificationSchema.safeParse({ ...item, kind: 'other' }).success).toBe(false);
    expect(notificationSchema.safeParse({ ...item, created_at: 'yesterday' }).success).toBe(false);
  });
});

describe('profile schemas', () => {
  it('an update needs a version and at least one field; names are trimmed and required when sent', () => {
    expect(profileUpdateSchema.parse({ first_name: ' Dana ', version: 2 })).toEqual({ first_name: 'Dana', version: 2 });
    expect(messages(profileUpdateSchema, { first_name: 'Dana' })).toEqual({ version: [PROFILE_MESSAGES.versionRequired] });
    expect(messages(profileUpdateSchema, { version: 2 })).toEqual({ '(form)': [PROFILE_MESSAGES.nothingToUpdate] });
    expect(messages(profileUpdateSchema, { first_name: ' ', last_name: '', version: 1 })).toEqual({
      first_name: [PROFILE_MESSAGES.firstNameRequired],
      last_name: [PROFILE_MESSAGES.lastNameRequired],
    });
    expect(profileUpdateSchema.safeParse({ first_name: 'Dana', version: 0 }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ first_name: 'Dana', version: 1.5 }).success).toBe(false);
  });

  it('the phone follows the contact form rule (one rule, shared): empty or null clears it', () => {
    for (const phone of ['', '604-555-0100', '+1 (604) 555-0100']) {
      expect(profileUpdateSchema.safeParse({ phone, version: 1 }).success).toBe(true);
      expect(phoneNumberSchema.safeParse(phone).success).toBe(true);
      expect(contactMessageSchema.shape.phone.safeParse(phone).success).toBe(true);
    }
    expect(profileUpdateSchema.safeParse({ phone: null, version: 1 }).success).toBe(true);
    for (const phone of ['12', '1234567890123456']) {
      expect(messages(profileUpdateSchema, { phone, version: 1 })).toEqual({ phone: [CONTACT_MESSAGES.phoneInvalid] });
    }
  });

  it('a conflict is the one error shape with the stored profile as current', () => {
    const conflict = { error: 'Changed', message: 'Changed elsewhere', code: VERSION_CONFLICT_CODE, current: profile };
    expect(profileConflictSchema.parse(conflict)).toEqual(conflict);
    expect(profileConflictSchema.safeParse({ ...conflict, current: { ...profile, version: 0 } }).success).toBe(false);
    // A 409 without `current` (e.g. a request still in progress) fits too; so does the generic shape.
    expect(profileConflictSchema.safeParse({ error: 'Busy', message: 'Busy', code: 'request_in_progress' }).success).toBe(true);
    expect(apiErrorSchema.parse(conflict)).toEqual(conflict);
    expect(profileSchema.parse(profile)).toEqual(profile);
  });
});

describe('Idempotency-Key pattern', () => {
  it('accepts 8 to 200 letters, digits, - and _', () => {
    for (const key of ['abcd-_12', 'k'.repeat(200), '0b6f7a4e-6a43-4a4e-9a53-1f5c1d2b3c4d']) {
      expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(true);
    }
    for (const key of ['', 'short7c', 'k'.repeat(201), 'has space1', 'semi;colon', 'ünïcode-key']) {
      expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(false);
    }
  });
});

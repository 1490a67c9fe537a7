import { z } from '../zod';
import { backendUserSchema } from './auth';
import { conflictErrorSchema } from './common';
import { phoneNumberSchema } from './contact';
import { PROFILE_NAME_MAX, PROFILE_MESSAGES } from './profile-values';

export * from './profile-values';

/**
 * The user's e-mail preferences (profiles.notification_prefs). `message_email`: an e-mail for each
 * new message from the other side of a conversation (on unless turned off).
 */
export const notificationPrefsSchema = z.object({ message_email: z.boolean() });
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

/**
 * The signed-in user's own profile (GET and PATCH /api/profile): the backend user plus the fields
 * a user edits and `version`, which grows by one on every change of the row.
 */
export const profileSchema = backendUserSchema.extend({
  phone: z.string().nullable(),
  notification_prefs: notificationPrefsSchema,
  version: z.number().int().min(1),
  updated_at: z.iso.datetime(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * PATCH /api/profile body: the fields to change and the `version` they are based on. The server
 * changes the row only while its version is still that one; otherwise it answers 409
 * `version_conflict` with the stored profile as `current`. An empty phone (or null) clears it;
 * `notification_prefs` changes only the preferences it names.
 * There is no user id: the profile is always the caller's own.
 */
export const profileUpdateSchema = z
  .object({
    first_name: z
      .string()
      .trim()
      .min(1, PROFILE_MESSAGES.firstNameRequired)
      .max(PROFILE_NAME_MAX, PROFILE_MESSAGES.nameTooLong)
      .optional(),
    last_name: z
      .string()
      .trim()
      .min(1, PROFILE_MESSAGES.lastNameRequired)
      .max(PROFILE_NAME_MAX, PROFILE_MESSAGES.nameTooLong)
      .optional(),
    phone: phoneNumberSchema.nullable().optional(),
    notification_prefs: notificationPrefsSchema.partial().optional(),
    version: z.number({ error: PROFILE_MESSAGES.versionRequired }).int().min(1),
  })
  .refine((body) => body.first_name !== undefined || body.last_name !== undefined || body.phone !== undefined || body.notification_prefs !== undefined, {
    message: PROFILE_MESSAGES.nothingToUpdate,
  });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** A 409 from PATCH /api/profile; with `code: 'version_conflict'` it carries the stored profile. */
export const profileConflictSchema = conflictErrorSchema(profileSchema);
export type ProfileConflict = z.infer<typeof profileConflictSchema>;

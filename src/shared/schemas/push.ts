import { z } from '../zod';
import { PUSH_EVENTS, PUSH_MESSAGES } from './push-values';

export * from './push-values';

const base64url = (bytes: number) => z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`), 'must be base64url');

/**
 * POST /api/push/subscriptions: what `PushSubscription.toJSON()` gives (the endpoint and its keys).
 * Subscribing again with the same endpoint updates that device (idempotent).
 */
export const pushSubscribeSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeSchema>;

/** One device that receives push for the caller. `endpoint` lets a browser find its own. */
export const pushDeviceSchema = z.object({
  id: z.uuid(),
  device_label: z.string(),
  endpoint: z.string(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDevicesResponseSchema = z.object({ data: z.array(pushDeviceSchema) });
export const pushDeviceParamsSchema = z.object({ id: z.uuid() });
export const pushPublicKeySchema = z.object({ public_key: z.string() });
export const pushTestResponseSchema = z.object({ queued: z.number().int() });

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, PUSH_MESSAGES.time);

/** Quiet hours in the provider's time zone; `ends` may be after midnight (22:00 to 07:00). */
export const quietHoursSchema = z
  .object({ starts: time, ends: time })
  .refine((hours) => hours.starts !== hours.ends, { message: PUSH_MESSAGES.quietHoursSame, path: ['ends'] });
export type QuietHours = z.infer<typeof quietHoursSchema>;

/** GET and PUT /api/push/preferences: the caller's events (those of their role) and quiet hours. */
export const pushPreferencesSchema = z.object({
  events: z.partialRecord(z.enum(PUSH_EVENTS), z.boolean()),
  quiet_hours: quietHoursSchema.nullable(),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

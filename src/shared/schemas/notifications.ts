import { z } from '../zod';

/**
 * What an Admin notification is about (one shared inbox row per event, for all Admins): a new
 * client request, a new message, an overdue deficiency, an invoice due, a contact-form message.
 */
export const NOTIFICATION_KINDS = [
  'new_request',
  'new_message',
  'deficiency_overdue',
  'invoice_due',
  'contact_message',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** GET /api/notifications answers at most this many rows, and this many when no limit is given. */
export const NOTIFICATIONS_LIMIT_MAX = 100;
export const NOTIFICATIONS_LIMIT_DEFAULT = 20;

/** One notification as the API sends it; dates are ISO strings. */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** An app path to open (e.g. `/request-management`), or null when there is no page for it. */
  link: z.string().nullable(),
  entity_type: z.string().nullable(),
  entity_id: z.string().nullable(),
  created_at: z.iso.datetime(),
  read_at: z.iso.datetime().nullable(),
  /** The Admin who read it first. */
  read_by: z.uuid().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications?unread=true|false&limit=1..100 (no `unread`: read and unread). */
export const notificationsQuerySchema = z.object({
  unread: z.stringbool({ truthy: ['true'], falsy: ['false'] }).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_LIMIT_MAX).default(NOTIFICATIONS_LIMIT_DEFAULT),
});
export type NotificationsQueryInput = z.input<typeof notificationsQuerySchema>;
export type NotificationsQuery = z.output<typeof notificationsQuerySchema>;

/** Newest first; `unreadCount` counts every unread notification, whatever the filter and limit. */
export const notificationsListResponseSchema = z.object({
  data: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
});
export type NotificationsListResponse = z.infer<typeof notificationsListResponseSchema>;

/** POST /api/notifications/:id/read */
export const notificationParamsSchema = z.object({ id: z.uuid() });
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

/** POST /api/notifications/read-all: how many were unread and are read now. */
export const notificationsReadAllResponseSchema = z.object({ updated: z.number().int().min(0) });
export type NotificationsReadAllResponse = z.infer<typeof notificationsReadAllResponseSchema>;

/** POST /api/notifications/read: mark these read (the ones the dropdown showed when it opened). */
export const markNotificationsReadSchema = z.object({
  ids: z.array(z.uuid()).min(1, 'Give at least one notification.').max(NOTIFICATIONS_LIMIT_MAX, `At most ${NOTIFICATIONS_LIMIT_MAX} at once.`),
});
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

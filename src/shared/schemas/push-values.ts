import type { Role } from '../auth/roles';

/*
 * Web Push's events, per role, with the labels Settings shows (docs/architecture.md, "Push
 * notifications"). Zod-free, so the settings screen reads them without the schemas.
 */
export const PUSH_EVENTS = [
  'report_published',
  'request_status',
  'message_received',
  'deficiency_due',
  'visit_changed',
  'deficiency_reinspection',
  'new_request',
  'new_message',
] as const;
export type PushEvent = (typeof PUSH_EVENTS)[number];

export const PUSH_EVENT_LABELS: Record<PushEvent, string> = {
  report_published: 'A report is published',
  request_status: "A request's status changes",
  message_received: 'A message arrives',
  deficiency_due: 'A deficiency is due soon',
  visit_changed: 'A visit is assigned to me, moved or cancelled',
  deficiency_reinspection: 'A deficiency is ready for reinspection',
  new_request: 'A new request arrives',
  new_message: 'A new message arrives',
};

export const PUSH_EVENTS_BY_ROLE: Record<Role, readonly PushEvent[]> = {
  Client: ['report_published', 'request_status', 'message_received', 'deficiency_due'],
  Inspector: ['visit_changed', 'deficiency_reinspection'],
  Admin: ['new_request', 'new_message'],
};

/** The profile preference (profiles.notification_prefs) for an event's push, beside the e-mail ones; missing means on. */
export const pushPrefKey = (event: PushEvent) => `push_${event}` as const;

/** A device label is cut to this length. */
export const PUSH_DEVICE_LABEL_MAX = 80;
/** Devices one user may register; the oldest goes when a new one would pass it. */
export const PUSH_DEVICES_MAX = 20;

export const PUSH_MESSAGES = {
  notHttps: 'A push endpoint must be an https:// address.',
  quietHoursSame: 'Quiet hours must start and end at different times.',
  time: 'Enter a time as HH:MM.',
  testTitle: 'Test notification from PaintQA',
} as const;

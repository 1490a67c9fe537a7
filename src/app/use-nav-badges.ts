import type { NavBadgeData } from '@/components/layout/nav/badge-slots';

/**
 * The data behind the navigation bar's badge slots. Empty for now: the slots show their icons
 * without counts. Later issues fill each field from a polling query of their feature (spec
 * section 7; intervals in POLL_INTERVALS_MS; `refetchInterval`, paused offline, while hidden and
 * while signed out; failures only logged):
 *
 * - unreadMessages: GET /api/messages/admin/unread-count (Admin) or /client/unread-count (Client),
 *   every 30 s, with the 500 ms follow-up after a `messagesRead` event.
 * - deficiencyCount: GET /api/deficiency/tracking?archived=false (Admin, Inspector), the sum of
 *   needingReminder, needingWarning and needingClosure.
 * - pendingInvoices: GET /api/invoices/pending (Admin), every 60 s.
 * - notifications: the notifications query (Admin), every 60 s.
 */
export function useNavBadges(): NavBadgeData {
  return {};
}

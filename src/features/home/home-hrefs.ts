/** Where the homes' counts and lists lead (paths of src/app/paths.ts). */
export const HOME_HREFS = {
  deficiencyQueue: (queue: string) => `/deficiency-tracking?queue=${queue}`,
  pendingReview: '/projects?review_status=Pending',
  requestManagement: '/request-management',
  pendingInvoices: '/invoicing/pending',
  adminMailbox: '/admin/mailbox',
  mailbox: '/mailbox',
  myRequests: '/my-requests',
  myRequest: (id: string) => `/my-requests/${encodeURIComponent(id)}`,
  project: (code: string) => `/projects/${encodeURIComponent(code)}`,
  membership: '/services/membership',
  settings: '/settings',
} as const;

import type { HomeLink } from '@/features/home/components/quick-links';
import { paths } from './paths';

/** Quick links on the staff home; each shows only to holders of its permission. */
export const STAFF_HOME_LINKS: readonly HomeLink[] = [
  { label: paths.projects.title, href: paths.projects.getHref(), description: 'Find and open projects.', permission: 'staffArea' },
  { label: paths.requestManagement.title, href: paths.requestManagement.getHref(), description: 'Triage incoming requests.', permission: 'requestManagement' },
  { label: paths.deficiencyTracking.title, href: paths.deficiencyTracking.getHref(), description: 'Reminders, warnings and closures due.', permission: 'staffArea' },
  { label: paths.invoicingPending.title, href: paths.invoicingPending.getHref(), description: 'Billing stages ready to invoice.', permission: 'staffArea' },
  { label: paths.reports.title, href: paths.reports.getHref(), description: 'Generate and publish PDF reports.', permission: 'staffArea' },
  { label: paths.adminMailbox.title, href: paths.adminMailbox.getHref(), description: 'Messages from clients.', permission: 'adminMailbox' },
];

/** Quick links on the client home. */
export const CLIENT_HOME_LINKS: readonly HomeLink[] = [
  { label: paths.requestInspector.title, href: paths.requestInspector.getHref(), description: 'Ask for an inspector for your project.', permission: 'signedIn' },
  { label: 'Request a Specification', href: paths.specifications.getHref(), description: 'Have the paint specification written.', permission: 'signedIn' },
  { label: 'Request a Consultation', href: paths.consultations.getHref(), description: 'Book advice or a site visit.', permission: 'signedIn' },
  { label: paths.myRequests.title, href: paths.myRequests.getHref(), description: 'Follow your requests and reports.', permission: 'signedIn' },
  { label: paths.mailbox.title, href: paths.mailbox.getHref(), description: 'Messages with our office.', permission: 'clientMailbox' },
];

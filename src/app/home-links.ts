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

/** The client home's first section: the three request forms (the Request Forms menu). */
export const CLIENT_REQUEST_ACTIONS: readonly HomeLink[] = [
  { label: paths.requestInspector.title, href: paths.requestInspector.getHref(), description: 'An inspector for your paint job, at each stage.', permission: 'signedIn' },
  { label: 'Request a Specification', href: paths.specifications.getHref(), description: 'We write the paint specification and finish schedule.', permission: 'signedIn' },
  { label: 'Request a Consultation', href: paths.consultations.getHref(), description: 'Advice by the hour, by phone or on site.', permission: 'signedIn' },
];

/** Quick links at the end of the client home. */
export const CLIENT_HOME_LINKS: readonly HomeLink[] = [
  { label: paths.myRequests.title, href: paths.myRequests.getHref(), description: 'Follow your requests and reports.', permission: 'signedIn' },
  { label: paths.mailbox.title, href: paths.mailbox.getHref(), description: 'Messages with our office.', permission: 'clientMailbox' },
];

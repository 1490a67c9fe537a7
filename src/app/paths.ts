import type { Permission } from '@/shared/auth/permissions';

/** Who may open a path: anyone ('public') or holders of a permission of the shared table. */
export type PathAccess = 'public' | Permission;

export interface AppPath<Args extends string[] = []> {
  /** Route pattern for the router. */
  path: string;
  /** A link to this screen. */
  getHref: (...args: Args) => string;
  access: PathAccess;
  /** Page heading and document title. */
  title: string;
}

function page(path: string, access: PathAccess, title: string): AppPath {
  return { path, access, title, getHref: () => path };
}

/** A path with one parameter, e.g. /projects/:projectCode. */
function pageWith(path: string, access: PathAccess, title: string): AppPath<[string]> {
  return {
    path,
    access,
    title,
    getHref: (value: string) => path.replace(/:[A-Za-z]+/, encodeURIComponent(value)),
  };
}

/** Every screen of the app (docs/features.md, Screens, roles and sign-in), with the permission the guard checks. */
export const paths = {
  // Public
  landing: page('/', 'public', 'Paint Quality Assurance'),
  resetSuccess: page('/reset-success', 'public', 'Set a new password'),
  workflow: page('/workflow', 'public', 'How It Works'),
  about: page('/about', 'public', 'About Us'),
  contact: page('/contact', 'public', 'Contact'),
  gettingStarted: page('/getting-started', 'public', 'Getting Started'),
  qualityAssurance: page('/quality-assurance', 'public', 'Paint Quality Assurance'),
  qualityAssuranceDetails: page('/quality-assurance/details', 'public', 'Quality Assurance Program Details'),
  servicesInspections: page('/services/inspections', 'public', 'Inspection Services'),
  servicesSpecifications: page('/services/specifications', 'public', 'Specification Services'),
  servicesConsultations: page('/services/consultations', 'public', 'Consultation Services'),
  servicesMembership: page('/services/membership', 'public', 'Membership'),
  docs: page('/docs', 'public', 'Documentation'),
  docsAdmin: page('/docs/admin', 'public', 'Staff Documentation'),
  docsAdminGettingStarted: page('/docs/admin/getting-started', 'public', 'Staff Guide: Getting Started'),
  docsAdminProjects: page('/docs/admin/projects', 'public', 'Staff Guide: Projects'),
  docsAdminCompanies: page('/docs/admin/companies', 'public', 'Staff Guide: Companies'),
  docsAdminInvoicing: page('/docs/admin/invoicing', 'public', 'Staff Guide: Invoicing'),
  docsClient: page('/docs/client', 'public', 'Client Documentation'),
  docsClientGettingStarted: page('/docs/client/getting-started', 'public', 'Client Guide: Getting Started'),
  docsClientSubmittingRequests: page('/docs/client/submitting-requests', 'public', 'Client Guide: Submitting Requests'),
  docsClientTrackingRequests: page('/docs/client/tracking-requests', 'public', 'Client Guide: Tracking Requests'),
  docsClientSupport: page('/docs/client/support', 'public', 'Client Guide: Support'),

  // Any signed-in user
  home: page('/home', 'signedIn', 'Home'),
  rfis: page('/rfis', 'signedIn', 'Requests for Inspector'),
  specifications: page('/specifications', 'signedIn', 'Specification Requests'),
  consultations: page('/consultations', 'signedIn', 'Consultation Requests'),
  myRequests: page('/my-requests', 'signedIn', 'My Requests'),
  myRequest: pageWith('/my-requests/:projectId', 'signedIn', 'Request Details'),
  requestInspector: page('/inspections/request-inspector', 'signedIn', 'Request an Inspection'),
  productList: page('/inspections/product-list', 'signedIn', 'Approved Product List'),
  submittalPages: page('/inspections/submittal-pages', 'signedIn', 'Submittals'),
  settings: page('/settings', 'signedIn', 'User Settings'),

  // Clients (beside the spec's routes: docs/features.md, My projects)
  myProjects: page('/my-projects', 'clientProjects', 'My Projects'),
  myProject: pageWith('/my-projects/:projectCode', 'clientProjects', 'Project'),

  // Admin and Inspector
  projects: page('/projects', 'staffArea', 'Projects'),
  projectNew: page('/projects/new', 'staffArea', 'New Project'),
  projectEdit: pageWith('/projects/edit/:projectCode', 'staffArea', 'Edit Project'),
  project: pageWith('/projects/:projectCode', 'staffArea', 'Project'),
  companies: page('/companies', 'staffArea', 'Companies'),
  companyNew: page('/companies/new', 'staffArea', 'New Company'),
  companyEdit: pageWith('/companies/edit/:companyId', 'staffArea', 'Edit Company'),
  company: pageWith('/companies/:companyId', 'staffArea', 'Company'),
  invoicing: page('/invoicing', 'staffArea', 'Invoicing'),
  invoicingPending: page('/invoicing/pending', 'staffArea', 'Pending Invoices'),
  invoicingProject: pageWith('/invoicing/project/:projectCode', 'staffArea', 'Project Invoicing'),
  reports: page('/reports', 'staffArea', 'Report Generation'),
  analytics: page('/analytics', 'staffArea', 'Analytics'),
  analyticsDemographics: page('/analytics/demographics', 'staffArea', 'Client Demographics'),
  analyticsTravelFees: page('/analytics/travel-fees', 'staffArea', 'Travel Fees'),
  analyticsPublicPrivate: page('/analytics/public-private', 'staffArea', 'Public and Private Projects'),
  analyticsValueRange: page('/analytics/value-range', 'staffArea', 'Projects by Value Range'),
  analyticsOpenProjects: page('/analytics/open-projects', 'staffArea', 'Open Projects'),
  analyticsArchitectReport: page('/analytics/architect-report', 'staffArea', 'Architect Report'),
  analyticsGuaranteesIssued: page('/analytics/guarantees-issued-report', 'staffArea', 'Guarantees Issued'),
  analyticsStorageUsage: page('/analytics/storage-usage', 'staffArea', 'Storage Usage'),
  analyticsEmail: page('/analytics/email', 'staffArea', 'E-mail Analytics'),
  team: page('/team', 'staffArea', 'Team'),
  teamMember: pageWith('/team/:employeeId', 'staffArea', 'Team Member'),
  deficiencyTracking: page('/deficiency-tracking', 'staffArea', 'Deficiency Tracking'),
  scheduledReports: page('/scheduled-reports', 'staffArea', 'Scheduled Queries'),
  database: page('/database', 'staffArea', 'Database'),

  // Admin only
  analyticsUploads: page('/analytics/uploads', 'uploadAnalytics', 'Upload Analytics'),
  teamNew: page('/team/new', 'teamManage', 'New Team Member'),
  teamEdit: pageWith('/team/edit/:employeeId', 'teamManage', 'Edit Team Member'),
  requestManagement: page('/request-management', 'requestManagement', 'Request Management'),
  adminMailbox: page('/admin/mailbox', 'adminMailbox', 'Admin Mailbox'),
  clients: page('/clients', 'accountsManagement', 'Accounts Management'),
  client: pageWith('/clients/:clientId', 'accountsManagement', 'Client Account'),
  servicesDocumentation: page('/admin/services-documentation', 'adminDocumentation', 'Services Documentation'),

  // Client only
  mailbox: page('/mailbox', 'clientMailbox', 'Mailbox'),
} as const;

export type PathKey = keyof typeof paths;

/** Where a user may not go, by role (the auth guard, docs/features.md): a Client to /home, others to /. */
export const FORBIDDEN_REDIRECT = { client: paths.home.path, other: paths.landing.path } as const;

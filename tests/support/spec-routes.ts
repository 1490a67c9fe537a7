/**
 * The public routes of the app, restated here (not read from src/app/paths.ts) so that the
 * tests notice when the app's routes drift from this list (docs/phone-first.md, The checks).
 */

/** Content pages served by the public-site feature, in a fixed order. */
export const SPEC_CONTENT_ROUTES = [
  '/workflow',
  '/about',
  '/contact',
  '/getting-started',
  '/quality-assurance',
  '/quality-assurance/details',
  '/services/inspections',
  '/services/specifications',
  '/services/consultations',
  '/services/membership',
] as const;

/** The documentation routes, in reading order (overview, admin section, client section). */
export const SPEC_DOC_ROUTES = [
  '/docs',
  '/docs/admin',
  '/docs/admin/getting-started',
  '/docs/admin/projects',
  '/docs/admin/companies',
  '/docs/admin/invoicing',
  '/docs/client',
  '/docs/client/getting-started',
  '/docs/client/submitting-requests',
  '/docs/client/tracking-requests',
  '/docs/client/support',
] as const;

/** Every public route: the landing page, the content pages and the docs. */
export const SPEC_PUBLIC_ROUTES = ['/', ...SPEC_CONTENT_ROUTES, ...SPEC_DOC_ROUTES] as const;

/**
 * The signed-in routes of the app, grouped by who may open them, with their `{param}`
 * placeholders. Who may open each is read from src/app/paths.ts and the permission table.
 */
export const SPEC_SIGNED_IN_ROUTES = {
  signedInRequired: ['/home'],
  adminOrInspector: [
    '/projects',
    '/projects/new',
    '/projects/edit/{projectCode}',
    '/projects/{projectCode}',
    '/companies',
    '/companies/new',
    '/companies/edit/{companyId}',
    '/companies/{companyId}',
    '/invoicing',
    '/invoicing/pending',
    '/invoicing/project/{projectCode}',
    '/reports',
    '/analytics',
    '/analytics/demographics',
    '/analytics/travel-fees',
    '/analytics/public-private',
    '/analytics/value-range',
    '/analytics/open-projects',
    '/analytics/architect-report',
    '/analytics/guarantees-issued-report',
    '/analytics/storage-usage',
    '/analytics/email',
    '/team',
    '/team/{employeeId}',
    '/deficiency-tracking',
    '/scheduled-reports',
    '/database',
  ],
  adminOnly: [
    '/analytics/uploads',
    '/team/new',
    '/team/edit/{employeeId}',
    '/request-management',
    '/admin/mailbox',
    '/clients',
    '/clients/{clientId}',
    '/admin/services-documentation',
  ],
  clientOnly: ['/mailbox'],
  anySignedIn: [
    '/rfis',
    '/specifications',
    '/consultations',
    '/my-requests',
    '/my-requests/{projectId}',
    '/inspections/request-inspector',
    '/inspections/product-list',
    '/inspections/submittal-pages',
    '/settings',
  ],
} as const;

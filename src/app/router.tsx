import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { DOC_ROUTES } from '@/features/docs/routes';
import { PUBLIC_PAGE_ROUTES } from './routes/public-page-routes';
import type { LazyRouteModule } from '@/lib/lazy-route';
import type { Permission } from '@/shared/auth/permissions';
import { AuthGuard } from './auth-guard';
import { listenForBack } from '@/lib/use-back-closes';
import { paths, type PathAccess, type PathKey } from './paths';
import { RouteError } from './routes/route-error';
import type { ScreenHandle } from './routes/screen-page';

/** Screens with their own page module; every other path renders the lazy screen page. */
const OWN_PAGES = new Set<PathKey>(['landing', 'resetSuccess', 'home']);

/** Public pages and docs: each feature gives one lazy route per path (code, content and title). */
const CONTENT_ROUTES = [...PUBLIC_PAGE_ROUTES, ...DOC_ROUTES];
const CONTENT_PATHS = new Set(CONTENT_ROUTES.map((route) => route.path));

function contentRoutes(): RouteObject[] {
  return CONTENT_ROUTES.map(({ path, load }) => {
    const key = (Object.keys(paths) as PathKey[]).find((candidate) => paths[candidate].path === path);
    return { id: key ?? path, path, lazy: load, ...(key ? { handle: { pathKey: key } satisfies ScreenHandle } : {}) };
  });
}

/**
 * Screens built so far, each a lazy route module of its own; they keep their place under the
 * guard of their path's access. Every other screen renders the placeholder screen page.
 */
const SCREEN_PAGES: Partial<Record<PathKey, () => Promise<LazyRouteModule>>> = {
  requestInspector: async () => ({ Component: (await import('./routes/requests/request-inspector-page')).RequestInspectorPage }),
  specifications: async () => ({ Component: (await import('./routes/requests/specifications-page')).SpecificationsPage }),
  consultations: async () => ({ Component: (await import('./routes/requests/consultations-page')).ConsultationsPage }),
  rfis: async () => ({ Component: (await import('./routes/requests/rfis-page')).RfisPage }),
  myRequests: async () => ({ Component: (await import('./routes/requests/my-requests-page')).MyRequestsPage }),
  myRequest: async () => ({ Component: (await import('./routes/requests/my-request-page')).MyRequestPage }),
  myProjects: async () => ({ Component: (await import('./routes/client-projects/my-projects-page')).MyProjectsPage }),
  myProject: async () => ({ Component: (await import('./routes/client-projects/my-project-page')).MyProjectPage }),
  requestManagement: async () => ({ Component: (await import('./routes/requests/request-management-page')).RequestManagementPage }),
  team: async () => ({ Component: (await import('./routes/team/team-page')).TeamPage }),
  teamMember: async () => ({ Component: (await import('./routes/team/team-member-page')).TeamMemberPage }),
  teamNew: async () => ({ Component: (await import('./routes/team/team-new-page')).TeamNewPage }),
  teamEdit: async () => ({ Component: (await import('./routes/team/team-edit-page')).TeamEditPage }),
  clients: async () => ({ Component: (await import('./routes/clients/clients-page')).ClientsPage }),
  client: async () => ({ Component: (await import('./routes/clients/client-page')).ClientPage }),
  productList: async () => ({ Component: (await import('./routes/products/product-list-page')).ProductListPage }),
  submittalPages: async () => ({ Component: (await import('./routes/submittals/submittal-pages-page')).SubmittalPagesPage }),
  projects: async () => ({ Component: (await import('./routes/projects/projects-page')).ProjectsPage }),
  projectNew: async () => ({ Component: (await import('./routes/projects/project-new-page')).ProjectNewPage }),
  projectEdit: async () => ({ Component: (await import('./routes/projects/project-edit-page')).ProjectEditPage }),
  project: async () => ({ Component: (await import('./routes/projects/project-page')).ProjectPage }),
  companies: async () => ({ Component: (await import('./routes/companies/companies-page')).CompaniesPage }),
  companyNew: async () => ({ Component: (await import('./routes/companies/company-new-page')).CompanyNewPage }),
  companyEdit: async () => ({ Component: (await import('./routes/companies/company-edit-page')).CompanyEditPage }),
  company: async () => ({ Component: (await import('./routes/companies/company-page')).CompanyPage }),
  reports: async () => ({ Component: (await import('./routes/reports/reports-page')).ReportsPage }),
  database: async () => ({ Component: (await import('./routes/database/database-page')).DatabasePage }),
  scheduledReports: async () => ({ Component: (await import('./routes/schedules/scheduled-reports-page')).ScheduledReportsPage }),
  adminMailbox: async () => ({ Component: (await import('./routes/messages/admin-mailbox-page')).AdminMailboxPage }),
  mailbox: async () => ({ Component: (await import('./routes/messages/mailbox-page')).MailboxPage }),
  invoicing: async () => ({ Component: (await import('./routes/invoicing/invoicing-page')).InvoicingPage }),
  invoicingPending: async () => ({ Component: (await import('./routes/invoicing/invoicing-pending-page')).InvoicingPendingPage }),
  invoicingProject: async () => ({ Component: (await import('./routes/invoicing/invoicing-project-page')).InvoicingProjectPage }),
  settings: async () => ({ Component: (await import('./routes/settings/settings-page')).SettingsPage }),
  deficiencyTracking: async () => ({ Component: (await import('./routes/deficiencies/deficiency-tracking-page')).DeficiencyTrackingPage }),
  analytics: async () => ({ Component: (await import('./routes/analytics/analytics-page')).AnalyticsPage }),
  analyticsDemographics: async () => ({ Component: (await import('./routes/analytics/analytics-report-page')).AnalyticsReportPage }),
  analyticsTravelFees: async () => ({ Component: (await import('./routes/analytics/analytics-report-page')).AnalyticsReportPage }),
  analyticsPublicPrivate: async () => ({ Component: (await import('./routes/analytics/analytics-report-page')).AnalyticsReportPage }),
  analyticsValueRange: async () => ({ Component: (await import('./routes/analytics/analytics-report-page')).AnalyticsReportPage }),
  analyticsOpenProjects: async () => ({ Component: (await import('./routes/analytics/analytics-report-page')).AnalyticsReportPage }),
  analyticsArchitectReport: async () => ({ Component: (await import('./routes/analytics/analytics-report-page')).AnalyticsReportPage }),
  analyticsGuaranteesIssued: async () => ({ Component: (await import('./routes/analytics/analytics-report-page')).AnalyticsReportPage }),
  analyticsStorageUsage: async () => ({ Component: (await import('./routes/analytics/analytics-report-page')).AnalyticsReportPage }),
  analyticsEmail: async () => ({ Component: (await import('./routes/analytics/analytics-report-page')).AnalyticsReportPage }),
  analyticsUploads: async () => ({ Component: (await import('./routes/analytics/analytics-report-page')).AnalyticsReportPage }),
  servicesDocumentation: async () => ({ Component: (await import('./routes/services-documentation/services-documentation-page')).ServicesDocumentationPage }),
};

const screenRoute = (key: PathKey): RouteObject => ({
  id: key,
  path: paths[key].path,
  handle: { pathKey: key } satisfies ScreenHandle,
  lazy: SCREEN_PAGES[key] ?? (async () => ({ Component: (await import('./routes/screen-page')).ScreenPage })),
});

/** Every path of paths.ts, grouped under one guard per permission (public: no guard). */
function screenRoutes(): RouteObject[] {
  const groups = new Map<PathAccess, RouteObject[]>();
  for (const key of Object.keys(paths) as PathKey[]) {
    if (OWN_PAGES.has(key) || CONTENT_PATHS.has(paths[key].path)) continue;
    const access = paths[key].access;
    groups.set(access, [...(groups.get(access) ?? []), screenRoute(key)]);
  }
  const routes: RouteObject[] = [...(groups.get('public') ?? [])];
  for (const [access, children] of groups) {
    if (access === 'public') continue;
    routes.push({ element: <AuthGuard permission={access as Permission} />, children });
  }
  return routes;
}

/** The route objects, shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    lazy: async () => ({ Component: (await import('./routes/root-layout')).RootLayout }),
    hydrateFallbackElement: <LoadingSpinner />,
    errorElement: <RouteError />,
    children: [
      {
        id: 'landing',
        index: true,
        handle: { pathKey: 'landing' } satisfies ScreenHandle,
        lazy: async () => ({ Component: (await import('./routes/index-page')).IndexPage }),
      },
      {
        id: 'resetSuccess',
        path: paths.resetSuccess.path,
        handle: { pathKey: 'resetSuccess' } satisfies ScreenHandle,
        lazy: async () => ({ Component: (await import('./routes/reset-success-page')).ResetSuccessPage }),
      },
      {
        element: <AuthGuard permission="signedIn" />,
        children: [
          {
            id: 'home',
            path: paths.home.path,
            handle: { pathKey: 'home' } satisfies ScreenHandle,
            lazy: async () => ({ Component: (await import('./routes/home-page')).HomePage }),
          },
        ],
      },
      ...contentRoutes(),
      ...screenRoutes(),
      { id: 'notFound', path: '*', lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }) },
    ],
  },
];

export function createAppRouter() {
  // Before the router's own popstate listener: Back closes an open dialog without the router seeing it.
  listenForBack();
  return createBrowserRouter(routes);
}

import { publicPageRoutes } from '@/features/public-site/routes';

/**
 * The public pages with what other features add to them: a member's own membership above the
 * membership page (docs/architecture.md, "Front end: features and composition").
 */
export const PUBLIC_PAGE_ROUTES = publicPageRoutes({
  'services-membership': () => import('@/features/membership/components/client-membership-slot').then((module) => module.ClientMembershipSlot),
});

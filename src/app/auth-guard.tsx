import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { can, type Permission } from '@/shared/auth/permissions';
import { FORBIDDEN_REDIRECT, paths } from './paths';

/**
 * Whether a signed-in user with `role` may open a screen needing `permission` (the shared table).
 * 'signedIn' asks only for a session, so a user whose role is still unknown can reach /home.
 */
export function mayOpen(permission: Permission, role: Parameters<typeof can>[0], signedIn: boolean): boolean {
  if (!signedIn) return false;
  return permission === 'signedIn' || can(role, permission);
}

/**
 * The auth guard (docs/features.md, Screens, roles and sign-in): a spinner while loading; signed out goes to /; a role that
 * is not allowed goes to /home for a Client and to / for everyone else.
 */
export function AuthGuard({ permission }: { permission: Permission }) {
  const { user, role, loading } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingSpinner />;
  if (!user) return <Navigate to={paths.landing.getHref()} replace state={{ from: location.pathname }} />;
  if (!mayOpen(permission, role, true)) {
    return <Navigate to={role === 'Client' ? FORBIDDEN_REDIRECT.client : FORBIDDEN_REDIRECT.other} replace />;
  }
  return <Outlet />;
}

import { lazy, Suspense } from 'react';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';

// Loaded only for a signed-in Client: visitors (and the pre-rendered page) never fetch it.
const MembershipStatus = lazy(() => import('./membership-status').then((module) => ({ default: module.MembershipStatus })));

/** The public membership page's part for a signed-in Client: their company's status; nothing for anyone else. */
export function ClientMembershipSlot() {
  const { role } = useAuth();
  if (!can(role, 'ownMembership')) return null;
  return (
    <Suspense fallback={null}>
      <MembershipStatus />
    </Suspense>
  );
}

import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/empty-state';
import { useAuth } from '@/lib/auth/use-auth';
import { can, type Permission } from '@/shared/auth/permissions';

/** The children for holders of `permission` (Admins); other staff read why they cannot use the form. */
export function RequirePermission({ permission, what, children }: { permission: Permission; what: string; children: ReactNode }) {
  const { role } = useAuth();
  if (can(role, permission)) return children;
  return <EmptyState title="Admins only" description={`Only an Admin can ${what}.`} />;
}

/** A page action link (e.g. "New project") shown to holders of `permission` only. */
export function PermittedLink({ permission, to, children }: { permission: Permission; to: string; children: ReactNode }) {
  const { role } = useAuth();
  if (!can(role, permission)) return null;
  return (
    <Button asChild size="sm">
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}

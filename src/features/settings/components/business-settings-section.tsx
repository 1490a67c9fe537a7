import { Skeleton } from '@chakra-ui/react';
import { useAuth } from '@/lib/auth/use-auth';
import { useLoadedAfterRender } from '@/lib/use-loaded-after-render';
import { can } from '@/shared/auth/permissions';
import { SettingsSection } from './settings-section';

// The form (its fields, field array and schema) loads once the page shows, and only for an Admin.
const loadBusinessSettingsForm = () => import('./business-settings-form');

function BusinessSettingsLoader() {
  const loaded = useLoadedAfterRender(loadBusinessSettingsForm);
  return loaded ? <loaded.BusinessSettingsForm /> : <Skeleton height="40" />;
}

/** Admin only: the fee rule, billing split, travel fees and invoice terms the portal bills with. */
export function BusinessSettingsSection() {
  const { role } = useAuth();
  if (!can(role, 'businessSettings')) return null;
  return (
    <SettingsSection title="Business settings" description="What the portal bills with: the fee rule, the billing split, travel fees and invoice terms. Admins only.">
      <BusinessSettingsLoader />
    </SettingsSection>
  );
}

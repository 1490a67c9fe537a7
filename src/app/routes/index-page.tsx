import { lazy, Suspense } from 'react';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { useAuthModal } from '@/features/auth/hooks/use-auth-modal';
import { useAuth } from '@/lib/auth/use-auth';
import { LandingWithAuth } from './landing-with-auth';

/** The homes load only for signed-in users: visitors get the landing page without them. */
const ChosenHome = lazy(async () => ({ default: (await import('./chosen-home')).ChosenHome }));

/** `/`: the landing page for visitors, the staff or client home for signed-in users. */
export function IndexPage() {
  const { user, loading } = useAuth();
  const modal = useAuthModal();
  // A recovery link signs the user in; the landing stays until the new password is set.
  if (modal.view === 'updatePassword') return <LandingWithAuth modal={modal} />;
  if (loading) return <LoadingSpinner />;
  if (user) {
    return (
      <Suspense fallback={<LoadingSpinner />}>
        <ChosenHome />
      </Suspense>
    );
  }
  return <LandingWithAuth modal={modal} />;
}

import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { useAuthModal } from '@/features/auth/hooks/use-auth-modal';
import { useAuth } from '@/lib/auth/use-auth';
import { ChosenHome } from './chosen-home';
import { LandingWithAuth } from './landing-with-auth';

/** `/`: the landing page for visitors, the staff or client home for signed-in users. */
export function IndexPage() {
  const { user, loading } = useAuth();
  const modal = useAuthModal();
  // A recovery link signs the user in; the landing stays until the new password is set.
  if (modal.view === 'updatePassword') return <LandingWithAuth modal={modal} />;
  if (loading) return <LoadingSpinner />;
  if (user) return <ChosenHome />;
  return <LandingWithAuth modal={modal} />;
}

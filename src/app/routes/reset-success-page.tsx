import { useAuthModal } from '@/features/auth/hooks/use-auth-modal';
import { LandingWithAuth } from './landing-with-auth';

/** `/reset-success`: where a password-recovery link lands; the landing page with "Set a new password". */
export function ResetSuccessPage() {
  const modal = useAuthModal();
  return <LandingWithAuth modal={modal} />;
}

import { LazyAuthModal } from '@/features/auth/components/lazy-auth-modal';
import type { AuthModalState } from '@/features/auth/hooks/use-auth-modal';
import { LandingPage } from '@/features/home/components/landing-page';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { paths } from '../paths';

/** The landing page with its auth modal. */
export function LandingWithAuth({ modal }: { modal: AuthModalState }) {
  useDocumentTitle(paths.landing.title);
  return (
    <>
      <LandingPage onGetStarted={() => modal.open('register')} onSignIn={() => modal.open('login')} />
      <LazyAuthModal view={modal.view} onViewChange={modal.open} onClose={modal.close} />
    </>
  );
}

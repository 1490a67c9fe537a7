import { useDocumentTitle } from '@/components/layout/use-document-title';
import { useAuth } from '@/lib/auth/use-auth';
import { CLIENT_HOME_LINKS, CLIENT_REQUEST_ACTIONS, STAFF_HOME_LINKS } from '../home-links';
import { ClientHome } from './home/client-home';
import { StaffHome } from './home/staff-home';

/** The staff or client home, by the home-choice rule (docs/features.md, Screens, roles and sign-in). */
export function ChosenHome() {
  const { home } = useAuth();
  useDocumentTitle(home === 'staff' ? 'Staff Dashboard' : 'Client Dashboard');
  return home === 'staff' ? <StaffHome links={STAFF_HOME_LINKS} /> : <ClientHome actions={CLIENT_REQUEST_ACTIONS} links={CLIENT_HOME_LINKS} />;
}

import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { notify, Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { useAuth } from '@/lib/auth/use-auth';
import { keepFocusedFieldInView } from '@/lib/forms/focused-field-in-view';
import { registerKeptProjectDownloader } from '@/lib/offline/kept-project-downloader';
import { setQueryErrorNotifier } from '@/lib/query/query-client';
import { RecentProjectsProvider } from '@/lib/recent-projects/recent-projects-provider';
import { AppChakraProvider } from './chakra-provider';
import { DataProvider } from './data-provider';

// What a project kept offline downloads (every tab's queries and the photos), loaded only when a
// project is first kept, so it stays out of the first page's code (docs/offline.md).
registerKeptProjectDownloader(() => import('./offline-project-download').then((module) => module.projectDownloader));

/**
 * Everything the app runs inside (docs/architecture.md): error boundary, Chakra, auth, TanStack Query (its
 * persisted cache belongs to the signed-in user, so it comes after auth), then recent projects,
 * and the toaster.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    setQueryErrorNotifier((title, description, variant = 'destructive') => notify({ title, description, variant }));
  }, []);
  useEffect(() => keepFocusedFieldInView(), []);
  return (
    <ErrorBoundary>
      <AppChakraProvider>
        <AuthProvider>
          <DataProvider>
            <RecentProjectsForUser>
              {children}
              <AuthNotice />
              <Toaster />
            </RecentProjectsForUser>
          </DataProvider>
        </AuthProvider>
      </AppChakraProvider>
    </ErrorBoundary>
  );
}

/** Says why the app signed the user out by itself (a suspended account), once. */
function AuthNotice() {
  const { notice } = useAuth();
  useEffect(() => {
    if (notice) notify({ title: notice, variant: 'destructive' });
  }, [notice]);
  return null;
}

/** Recent projects belong to the signed-in user: cleared on sign-out or when another user signs in. */
export function RecentProjectsForUser({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  return <RecentProjectsProvider userId={loading ? undefined : (user?.id ?? null)}>{children}</RecentProjectsProvider>;
}

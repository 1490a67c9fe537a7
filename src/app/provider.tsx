import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { showToast, Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { queryClient, setQueryErrorNotifier } from '@/lib/query-client';
import { system } from './theme';

/** Everything the app runs inside: error boundary, Chakra, TanStack Query, auth, toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    setQueryErrorNotifier((title, description) => showToast({ title, description, variant: 'destructive' }));
  }, []);
  return (
    <ErrorBoundary>
      <ChakraProvider value={system}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            {children}
            <Toaster />
          </AuthProvider>
        </QueryClientProvider>
      </ChakraProvider>
    </ErrorBoundary>
  );
}

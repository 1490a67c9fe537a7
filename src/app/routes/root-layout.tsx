import { Flex } from '@chakra-ui/react';
import { useIsRestoring } from '@tanstack/react-query';
import { Suspense, use, useEffect, useMemo } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { rememberWaitingChanges } from '@/boot/waiting-changes-flag';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { SiteFooter } from '@/components/layout/site-footer';
import { loadedHeaderParts, loadHeaderParts, needsHeaderParts } from '@/components/layout/nav/load-header-parts';
import { SiteHeaderBase } from '@/components/layout/site-header-base';
import { useAuth } from '@/lib/auth/use-auth';
import { useWaitingChanges } from '@/lib/offline/waiting-changes';
import { DeferredPwaStatus } from '@/lib/pwa/deferred-pwa-status';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { needsSupabaseAtStart, whenSupabaseLoaded } from '@/lib/supabase';
import { buildNavModel } from '../nav-model';
import { useNavBadges } from '../use-nav-badges';

/**
 * The shell around every page: navigation bar, main content, footer. A signed-in bar needs its
 * menus (a chunk of their own): until they are loaded the whole shell waits, so the bar never
 * changes under the user's pointer and the page never shows without its bar.
 */
export function RootLayout() {
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <Shell />
    </Suspense>
  );
}

/** Keeps the entry script's flag (src/boot/waiting-changes-flag.ts) in step, once the cache is restored. */
function useRememberWaitingChanges() {
  const waiting = useWaitingChanges().length > 0;
  const restoring = useIsRestoring();
  useEffect(() => {
    if (!restoring) rememberWaitingChanges(waiting);
  }, [waiting, restoring]);
}

function Shell() {
  const { user, role } = useAuth();
  const signedIn = user !== null;
  const model = useMemo(() => buildNavModel(role, signedIn), [role, signedIn]);
  const badgeData = useNavBadges();
  useRememberWaitingChanges();

  // Load them ahead of need: when a session is stored, or once supabase-js is loaded (the auth
  // modal opened, so a sign-in may follow).
  useEffect(() => {
    let active = true;
    const preload = () => void loadHeaderParts().catch(() => {});
    if (needsSupabaseAtStart()) preload();
    else void whenSupabaseLoaded().then(() => active && preload());
    return () => {
      active = false;
    };
  }, []);

  // After every other hook: `use` may suspend this render.
  const parts = needsHeaderParts(model) ? (loadedHeaderParts() ?? use(loadHeaderParts())) : null;

  return (
    <Flex direction="column" minH="100dvh">
      <SiteHeaderBase siteName={getRuntimeConfig().provider.name} model={model} badgeData={badgeData} parts={parts} />
      <Flex as="main" id="main" tabIndex={-1} direction="column" flex="1" _focus={{ outline: 'none' }}>
        <Outlet />
      </Flex>
      <SiteFooter />
      <ScrollRestoration />
      <DeferredPwaStatus />
    </Flex>
  );
}

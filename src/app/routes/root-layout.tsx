import { Flex } from '@chakra-ui/react';
import { useIsRestoring } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { rememberWaitingChanges } from '@/lib/offline/waiting-changes-flag';
import { SiteFooter } from '@/components/layout/site-footer';
import { needsHeaderParts, useHeaderParts } from '@/components/layout/nav/load-header-parts';
import { ON_DEMAND_HEADER_PARTS } from '@/components/layout/nav/on-demand-parts';
import { SiteHeaderBase } from '@/components/layout/site-header-base';
import { useAuth } from '@/lib/auth/use-auth';
import { useWaitingChanges } from '@/lib/offline/waiting-changes';
import { DeferredPwaStatus } from '@/components/pwa/deferred-pwa-status';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { buildNavModel } from '../nav-model';
import { useNavBadges } from '../use-nav-badges';

/** Keeps the entry script's flag (src/lib/offline/waiting-changes-flag.ts) in step, once the cache is restored. */
function useRememberWaitingChanges() {
  const waiting = useWaitingChanges().length > 0;
  const restoring = useIsRestoring();
  useEffect(() => {
    if (!restoring) rememberWaitingChanges(waiting);
  }, [waiting, restoring]);
}

/** Keeps the entry script's waiting-changes flag in step; renders nothing. */
function WaitingChangesFlag() {
  useRememberWaitingChanges();
  return null;
}

/**
 * The bar, with what changes while a page is open (its counts, its parts once loaded): those
 * updates re-render the bar alone, not the page under it. Each count's answer renders the bar in a
 * transition, in slices (as useDeferredData does for a screen's answer): the answers come one by
 * one while the page is still starting.
 */
function AppHeader() {
  const { user, role } = useAuth();
  const signedIn = user !== null;
  const model = useMemo(() => buildNavModel(role, signedIn), [role, signedIn]);
  const badgeData = useDeferredValue(useNavBadges());
  const loadedParts = useHeaderParts();
  const parts = needsHeaderParts(model) ? (loadedParts ?? ON_DEMAND_HEADER_PARTS) : null;
  return <SiteHeaderBase siteName={getRuntimeConfig().provider.name} model={model} badgeData={badgeData} parts={parts} />;
}

/**
 * The page's main area. Signed in, it is at least a screen tall, so the footer starts below the
 * first screen: a screen's lists and tabs arrive after its frame, and a footer in view would move
 * down as they do (layout shift, docs/performance.md). A visitor's pages are whole at first paint.
 */
function PageMain({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <Flex as="main" id="main" tabIndex={-1} direction="column" flex="1" minH={user ? '100dvh' : undefined} _focus={{ outline: 'none' }}>
      {children}
    </Flex>
  );
}

/**
 * The shell around every page: navigation bar, main content, footer. A signed-in bar's menus and
 * panels are a chunk of their own, loaded when first wanted: until then the bar shows the same
 * buttons (nav/on-demand-parts.tsx), so it is whole from the first paint and the page does not
 * wait for them.
 */
export function RootLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <AppHeader />
      <PageMain>
        <Outlet />
      </PageMain>
      <SiteFooter />
      <ScrollRestoration />
      <DeferredPwaStatus />
      <WaitingChangesFlag />
    </Flex>
  );
}

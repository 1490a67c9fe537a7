import { Flex } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { useAuth } from '@/lib/auth/use-auth';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { buildNavModel } from '../nav-model';
import { useNavBadges } from '../use-nav-badges';

/** The shell around every page: navigation bar, main content, footer. */
export function RootLayout() {
  const { user, role } = useAuth();
  const signedIn = user !== null;
  const model = useMemo(() => buildNavModel(role, signedIn), [role, signedIn]);
  const badgeData = useNavBadges();
  return (
    <Flex direction="column" minH="100dvh">
      <SiteHeader siteName={getRuntimeConfig().provider.name} model={model} badgeData={badgeData} />
      <Flex as="main" id="main" tabIndex={-1} direction="column" flex="1" _focus={{ outline: 'none' }}>
        <Outlet />
      </Flex>
      <SiteFooter />
      <ScrollRestoration />
    </Flex>
  );
}

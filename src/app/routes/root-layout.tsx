import { Flex } from '@chakra-ui/react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { paths } from '../paths';

const HEADER_LINKS = [
  { label: paths.about.title, href: paths.about.getHref() },
  { label: paths.contact.title, href: paths.contact.getHref() },
];

/** The shell around every page: header, main content, footer. */
export function RootLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SiteHeader
        siteName={getRuntimeConfig().provider.name}
        homeHref={paths.landing.getHref()}
        links={HEADER_LINKS}
        signInHref={`${paths.landing.getHref()}?login=true`}
        signedOutHref={paths.landing.getHref()}
      />
      <Flex as="main" id="main" direction="column" flex="1">
        <Outlet />
      </Flex>
      <SiteFooter />
      <ScrollRestoration />
    </Flex>
  );
}

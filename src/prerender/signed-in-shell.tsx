/**
 * The signed-in page shell: what a screen of the signed-in app shows before its data, as static
 * markup the server sends with index.html (./render.tsx). A returning user sees the bar, the
 * breadcrumbs, the heading and the summary at first paint, while the app's code loads; the app
 * renders the page hidden and takes its place once it shows (src/boot/start-app.tsx). Nothing in
 * it depends on who is signed in: the role's menus and the page's actions come with the app.
 * A signed-out visitor never sees it (index.html shows it only when a session is stored).
 */
import { Flex } from '@chakra-ui/react';
import { breadcrumbsFor } from '@/app/breadcrumbs';
import { paths, type PathKey } from '@/app/paths';
import { RoutePageFrame } from '@/components/layout/route-page-frame';
import { SCREEN_SUMMARIES } from '@/app/routes/screen-summaries';
import { HeaderFrame } from '@/components/layout/header-frame';

/** The shell of the screen `key`, in the app's layout (root-layout.tsx, RoutePage). */
export function SignedInShell({ pathKey, siteName }: { pathKey: PathKey; siteName: string }) {
  const { path, title } = paths[pathKey];
  return (
    <Flex direction="column" minH="100dvh">
      <HeaderFrame siteName={siteName} homeHref={paths.home.getHref()} />
      <Flex as="main" direction="column" flex="1">
        <RoutePageFrame heading={title} description={SCREEN_SUMMARIES[pathKey]} breadcrumbs={breadcrumbsFor(path, title, true)} />
      </Flex>
    </Flex>
  );
}

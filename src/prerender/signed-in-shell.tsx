/**
 * The signed-in page shell: what a screen of the signed-in app shows before its data, as static
 * markup the server sends with index.html (./render.tsx). A returning user sees the bar, the
 * breadcrumbs, the heading and the summary at first paint, while the app's code loads; the app
 * renders the page hidden and takes its place once it shows (src/boot/start-app.tsx). Nothing in
 * it depends on who is signed in: the role's menus and the page's actions come with the app (the
 * /home shell holds both homes' headings, and index.html shows the one of the remembered role).
 * A signed-out visitor never sees it (index.html shows it only when a session is stored).
 */
import { Box, Container, Flex } from '@chakra-ui/react';
import { breadcrumbsFor } from '@/app/breadcrumbs';
import { paths, type PathKey } from '@/app/paths';
import { RoutePageFrame } from '@/components/layout/route-page-frame';
import { SCREEN_SUMMARIES } from '@/app/routes/screen-summaries';
import { HeaderFrame } from '@/components/layout/header-frame';
import { APP_WIDTH } from '@/components/layout/app-width';
import { HOME_INTROS, HomeIntro, type HomeKind } from '@/app/routes/home/home-intro';
import { CLIENT_REQUEST_ACTIONS } from '@/app/home-links';
import { RequestActions } from '@/features/home/components/request-actions';

/**
 * /home: both homes' heading and summary, each in its home's frame; index.html's inline script
 * marks <html> `home-staff` when the user this device last synced is staff, and its CSS shows the
 * matching one (docs/startup.md, The HTML).
 */
function HomesShell() {
  return (
    <>
      {(Object.keys(HOME_INTROS) as HomeKind[]).map((kind) => (
        <Container key={kind} maxW={APP_WIDTH} py={HOME_INTROS[kind].py} data-home-shell={kind}>
          <HomeIntro kind={kind} />
          {/* The client home's first section is the same for every client, and its largest text. */}
          {kind === 'client' && (
            <Box mt="6">
              <RequestActions actions={CLIENT_REQUEST_ACTIONS} />
            </Box>
          )}
        </Container>
      ))}
    </>
  );
}

/** The shell of the screen `key`, in the app's layout (root-layout.tsx, RoutePage, the homes). */
export function SignedInShell({ pathKey, siteName }: { pathKey: PathKey; siteName: string }) {
  const { path, title } = paths[pathKey];
  return (
    <Flex direction="column" minH="100dvh">
      <HeaderFrame siteName={siteName} homeHref={paths.home.getHref()} />
      <Flex as="main" direction="column" flex="1">
        {pathKey === 'home' ? (
          <HomesShell />
        ) : (
          <RoutePageFrame heading={title} description={SCREEN_SUMMARIES[pathKey]} breadcrumbs={breadcrumbsFor(path, title, true)} />
        )}
      </Flex>
    </Flex>
  );
}

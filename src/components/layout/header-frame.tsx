import { Box, Container, Flex, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { APP_WIDTH } from '@/components/layout/app-width';
import { SAFE_AREA } from '@/components/layout/safe-area';

export interface HeaderFrameProps {
  siteName: string;
  /** Where the site's name links to. */
  homeHref: string;
  /** Before the bar's row (the skip link). */
  start?: ReactNode;
  /** The row's menus and icons, after the site's name. */
  children?: ReactNode;
  /** Under the row (the current project). */
  end?: ReactNode;
}

/**
 * The navigation bar's frame: the site's name and the row that holds the menus and icons. The
 * bar itself (./site-header-base.tsx) and the signed-in page shell served before the app loads
 * (src/prerender/signed-in-shell.tsx) share it, so the two line up exactly.
 */
export function HeaderFrame({ siteName, homeHref, start, children, end }: HeaderFrameProps) {
  return (
    // Clear of the notch and status bar in the installed app (viewport-fit=cover).
    <Box as="header" borderBottomWidth="1px" bg="bg" position="relative" pt={SAFE_AREA.top}>
      {start}
      <Container maxW={APP_WIDTH}>
        {/* One row from xl; from md to xl the menus take a second row under the name and icons. */}
        <Flex align="center" columnGap="2" rowGap="0" py="2" minH="14" wrap={{ base: 'nowrap', md: 'wrap', xl: 'nowrap' }}>
          <Link
            asChild
            fontWeight="bold"
            fontSize={{ base: 'md', md: 'lg' }}
            color="fg"
            me={{ base: 'auto', xl: '4' }}
            // A 44 px target on a phone; it gives way (truncated) before any control does.
            lineHeight={{ base: '2.75rem', md: 'normal' }}
            minW="0"
            truncate
            _hover={{ textDecoration: 'none' }}
          >
            <RouterLink to={homeHref}>{siteName}</RouterLink>
          </Link>
          {children}
        </Flex>
      </Container>
      {end}
    </Box>
  );
}

import { Box, Button, Container, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMoon, LuSun } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth/use-auth';
import { useColorMode } from '../ui/color-mode';

export interface HeaderLink {
  label: string;
  href: string;
}

export interface SiteHeaderProps {
  siteName: string;
  homeHref: string;
  links: readonly HeaderLink[];
  /** Where "Sign In" leads (the landing page with the login modal). */
  signInHref: string;
  /** Where to go after signing out. */
  signedOutHref: string;
}

/**
 * A minimal header: site name, About Us and Contact, theme toggle, and Sign In or Sign Out. The
 * full navigation bar (menus, badges) replaces it in a later issue.
 */
export function SiteHeader({ siteName, homeHref, links, signInHref, signedOutHref }: SiteHeaderProps) {
  const { user, loading, signOut } = useAuth();
  const { colorMode, toggleColorMode } = useColorMode();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      const outcome = await signOut();
      if (outcome !== 'forced') navigate(signedOutHref, { replace: true });
    } finally {
      setSigningOut(false);
    }
  };

  const nextMode = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg">
      <Container maxW="6xl">
        <Flex as="nav" aria-label="Main" align="center" justify="space-between" gap="4" py="3" wrap="wrap">
          <Link asChild fontWeight="bold" fontSize="lg" _hover={{ textDecoration: 'none' }}>
            <RouterLink to={homeHref}>{siteName}</RouterLink>
          </Link>
          <HStack gap={{ base: '2', md: '4' }}>
            {links.map((link) => (
              <Link key={link.href} asChild>
                <RouterLink to={link.href}>{link.label}</RouterLink>
              </Link>
            ))}
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={`Switch to ${nextMode} theme`}
              onClick={toggleColorMode}
            >
              {colorMode === 'dark' ? <LuSun /> : <LuMoon />}
            </IconButton>
            {user ? (
              <Button size="sm" variant="outline" onClick={handleSignOut} loading={signingOut}>
                Sign Out
              </Button>
            ) : (
              !loading && (
                <Link asChild fontWeight="medium" colorPalette="blue">
                  <RouterLink to={signInHref}>Sign In</RouterLink>
                </Link>
              )
            )}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

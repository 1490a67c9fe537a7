import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@/lib/auth/use-auth';

/** Where the buttons lead. The register and login forms open on the landing page. */
export const CTA_LINKS = {
  getStarted: '/',
  signIn: '/?login=true',
  requestInspection: '/inspections/request-inspector',
  home: '/home',
} as const;

/**
 * The call to action at the end of every public page: Get Started Free and Sign In for a
 * visitor; Request an inspection (clients) and the home page for a signed-in user.
 */
export function PublicCallToAction() {
  const { isAuthenticated, loading, role } = useAuth();
  const signedIn = isAuthenticated && !loading;

  return (
    <Box
      as="section"
      aria-label="Get started"
      mt="12"
      p={{ base: '6', md: '8' }}
      borderRadius="xl"
      borderWidth="1px"
      borderColor="blue.muted"
      bg="blue.subtle"
    >
      <Text fontSize="xl" fontWeight="semibold" color="fg">
        {signedIn ? 'Ready for your next step?' : 'Ready to get started?'}
      </Text>
      <Text color="fg" mt="2" maxW="2xl">
        {signedIn
          ? 'Send a request from the portal, or go back to your home page to follow your projects.'
          : 'Accounts are free for clients. Create one on the home page, send your first request, and we contact you within 24 to 48 hours.'}
      </Text>
      <HStack gap="3" mt="5" wrap="wrap">
        {signedIn ? (
          <>
            {role !== 'Admin' && role !== 'Inspector' && (
              <Button asChild colorPalette="blue">
                <RouterLink to={CTA_LINKS.requestInspection}>Request an inspection</RouterLink>
              </Button>
            )}
            <Button asChild variant="outline" colorPalette="blue" bg="bg">
              <RouterLink to={CTA_LINKS.home}>Go to your home page</RouterLink>
            </Button>
          </>
        ) : (
          <>
            <Button asChild colorPalette="blue">
              <RouterLink to={CTA_LINKS.getStarted}>Get Started Free</RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="blue" bg="bg">
              <RouterLink to={CTA_LINKS.signIn}>Sign in to your account</RouterLink>
            </Button>
          </>
        )}
      </HStack>
    </Box>
  );
}

import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export const SIGN_OUT_LABEL = 'Sign Out';
export const SIGN_IN_LABEL = 'Sign In';

/** Signed out: a link to the landing page's login modal. */
export function SignInLink({ href }: { href: string }) {
  return (
    <Link asChild fontWeight="medium" fontSize="sm" colorPalette="blue" px="2">
      <RouterLink to={href}>{SIGN_IN_LABEL}</RouterLink>
    </Link>
  );
}

import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { HEADER_LINK_MIN_SIZE } from './control-size';

export const SIGN_OUT_LABEL = 'Sign Out';
export const SIGN_IN_LABEL = 'Sign In';

/** Signed out: a link to the landing page's login modal. */
export function SignInLink({ href }: { href: string }) {
  return (
    <Link asChild fontWeight="medium" fontSize="sm" colorPalette="blue" px="2" minH={HEADER_LINK_MIN_SIZE} minW={HEADER_LINK_MIN_SIZE} justifyContent="center">
      <RouterLink to={href}>{SIGN_IN_LABEL}</RouterLink>
    </Link>
  );
}

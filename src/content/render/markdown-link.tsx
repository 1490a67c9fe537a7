import { Link } from '@chakra-ui/react';
import type { ComponentPropsWithoutRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Internal when it is a path on this site ("/docs/client", "/contact#form"), not "//host". */
export function isInternalHref(href: string | undefined): href is string {
  return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//');
}

/**
 * A link in Markdown: site paths through the router (no full reload, works offline), "#id"
 * anchors as plain links, anything else as an external link that opens in the same tab.
 */
export function MarkdownLink({ href, children }: ComponentPropsWithoutRef<'a'>) {
  const style = {
    colorPalette: 'blue',
    variant: 'underline',
    display: 'inline',
    fontWeight: 'medium',
  } as const;
  if (isInternalHref(href)) {
    return (
      <Link asChild {...style}>
        <RouterLink to={href}>{children}</RouterLink>
      </Link>
    );
  }
  const external = typeof href === 'string' && /^https?:/.test(href);
  return (
    <Link href={href} {...style} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </Link>
  );
}

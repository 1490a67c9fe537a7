import { Breadcrumb, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface BreadcrumbItem {
  label: string;
  /** Left out for the current page (the last item). */
  href?: string;
}

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  description?: ReactNode;
  /** Trail from the home page to this page; the last item is the current page. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Buttons or links for the page's main actions, at the right (below the title on phones). */
  actions?: ReactNode;
}

/** Breadcrumb trail: a nav named "Breadcrumb", an ordered list, the last item aria-current="page". */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  if (items.length === 0) return null;
  return (
    <Breadcrumb.Root aria-label="Breadcrumb" size="sm">
      <Breadcrumb.List flexWrap="wrap">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${item.label}-${index}`}>
              <Breadcrumb.Item>
                {last ? (
                  // Plain text marked as the current page (Breadcrumb.CurrentLink is a span with
                  // role="link": a link that can be neither reached nor followed).
                  <Text as="span" aria-current="page" color="fg" fontWeight="medium">
                    {item.label}
                  </Text>
                ) : !item.href ? (
                  <Text as="span" color="fg.muted">
                    {item.label}
                  </Text>
                ) : (
                  <Breadcrumb.Link asChild>
                    <RouterLink to={item.href}>{item.label}</RouterLink>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {!last && <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

/** The top of every screen: breadcrumbs, the h1, an optional description and actions. */
export function PageHeader({ title, description, breadcrumbs, actions }: PageHeaderProps) {
  return (
    <Stack as="header" gap="3" mb="6">
      {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
      <Flex gap="4" align={{ base: 'stretch', md: 'flex-start' }} justify="space-between" direction={{ base: 'column', md: 'row' }}>
        <Box minW="0">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {description && (
            <Text color="fg.muted" mt="2">
              {description}
            </Text>
          )}
        </Box>
        {actions && (
          <Flex gap="2" wrap="wrap" flexShrink={0}>
            {actions}
          </Flex>
        )}
      </Flex>
    </Stack>
  );
}

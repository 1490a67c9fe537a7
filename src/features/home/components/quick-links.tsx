import { Box, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Permission } from '@/shared/auth/permissions';

export interface HomeLink {
  label: string;
  href: string;
  description: string;
  /** Shown only to holders of this permission. */
  permission: Permission;
}

export function QuickLinks({ links }: { links: readonly HomeLink[] }) {
  return (
    <Box as="nav" aria-label="Quick links" mt="8">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {links.map((link) => (
          <Box key={link.href} borderWidth="1px" borderRadius="lg" p="4">
            <Link asChild fontWeight="semibold" colorPalette="blue">
              <RouterLink to={link.href}>{link.label}</RouterLink>
            </Link>
            <Text color="fg.muted" fontSize="sm" mt="1">
              {link.description}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

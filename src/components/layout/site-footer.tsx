import { Box, Container, Link, Stack, Text } from '@chakra-ui/react';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { formatPhone } from '@/shared/format/phone';
import { APP_WIDTH } from '@/components/layout/app-width';
import { plusInset } from '@/components/layout/safe-area';

/** The provider's postal address, phone and e-mail, from the runtime configuration. */
export function SiteFooter() {
  const { provider } = getRuntimeConfig();
  return (
    <Box as="footer" borderTopWidth="1px" pt="6" pb={plusInset('1.5rem', 'bottom')} mt="auto" bg="bg.subtle">
      <Container maxW={APP_WIDTH}>
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <Text fontWeight="semibold" color="fg">
            {provider.name}
          </Text>
          {provider.address && <Text>{provider.address}</Text>}
          {provider.phone && (
            <Text>
              Phone: <Link href={`tel:${provider.phone.replace(/[^\d+]/g, '')}`}>{formatPhone(provider.phone)}</Link>
            </Text>
          )}
          {provider.email && (
            <Text>
              E-mail: <Link href={`mailto:${provider.email}`}>{provider.email}</Link>
            </Text>
          )}
        </Stack>
      </Container>
    </Box>
  );
}

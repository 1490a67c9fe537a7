import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import type { ReactNode } from 'react';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { formatPhone } from '@/shared/format/phone';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontWeight="semibold" display="flex" alignItems="center" gap="2">
        <Box as="span" color="blue.fg" aria-hidden="true" display="inline-flex">
          {icon}
        </Box>
        {label}
      </Text>
      <Box as="dd" color="fg.muted" ps="6" mt="0.5">
        {children}
      </Box>
    </Box>
  );
}

/** The office's address, phone (formatted) and e-mail, from the runtime configuration. */
export function ContactDetails() {
  const { provider } = getRuntimeConfig();
  const telephone = provider.phone.replace(/[^\d+]/g, '');
  const hasAny = Boolean(provider.address || provider.phone || provider.email);

  return (
    <Box as="section" aria-labelledby="contact-details-title">
      <Heading as="h2" id="contact-details-title" size="xl" mb="4">
        Our office
      </Heading>
      <Text fontWeight="semibold" mb="4">
        {provider.name}
      </Text>
      {hasAny ? (
        <Stack as="dl" gap="4">
          {provider.address && (
            <Detail icon={<LuMapPin />} label="Address">
              <Text as="address" fontStyle="normal" whiteSpace="pre-line">
                {provider.address}
              </Text>
            </Detail>
          )}
          {provider.phone && (
            <Detail icon={<LuPhone />} label="Phone">
              <Link href={`tel:${telephone}`} colorPalette="blue" variant="underline">
                {formatPhone(provider.phone)}
              </Link>
            </Detail>
          )}
          {provider.email && (
            <Detail icon={<LuMail />} label="E-mail">
              <Link href={`mailto:${provider.email}`} colorPalette="blue" variant="underline">
                {provider.email}
              </Link>
            </Detail>
          )}
        </Stack>
      ) : (
        <Text color="fg.muted">Write to us with the form on this page and we will answer by e-mail.</Text>
      )}
      <Text color="fg.muted" mt="6" fontSize="sm">
        Clients with an account reach us fastest from the portal mailbox, where messages stay with the request or
        project they are about.
      </Text>
    </Box>
  );
}

import { Box, Container, SimpleGrid } from '@chakra-ui/react';
import { usePageMeta } from '@/content/render/use-page-meta';
import { CONTACT_LEAD, CONTACT_TITLE } from '../contact-meta';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { PublicPageHeader } from './public-page-header';


/** /contact: the office's details (runtime configuration) and the contact form. */
export function ContactPage() {
  usePageMeta(CONTACT_TITLE, CONTACT_LEAD);
  return (
    <Box as="article" aria-labelledby="contact-title">
      <PublicPageHeader title={CONTACT_TITLE} lead={CONTACT_LEAD} titleId="contact-title" />
      <Container maxW="5xl" py={{ base: '8', md: '12' }}>
        <SimpleGrid columns={{ base: 1, md: 5 }} gap={{ base: '10', md: '12' }}>
          <Box gridColumn={{ md: 'span 2' }}>
            <ContactDetails />
          </Box>
          <Box gridColumn={{ md: 'span 3' }}>
            <ContactForm />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

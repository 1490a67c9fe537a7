import { Box, Container, Heading, Text } from '@chakra-ui/react';

export interface PublicPageHeaderProps {
  title: string;
  lead: string;
  /** The h1's id, for the aria-labelledby of the page's article. */
  titleId?: string;
}

/** The band at the top of a public page: its h1 and lead paragraph. */
export function PublicPageHeader({ title, lead, titleId }: PublicPageHeaderProps) {
  return (
    <Box bg="bg.subtle" borderBottomWidth="1px" py={{ base: '10', md: '14' }}>
      <Container maxW="4xl">
        <Heading as="h1" id={titleId} size={{ base: '3xl', md: '4xl' }}>
          {title}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" mt="4" maxW="3xl">
          {lead}
        </Text>
      </Container>
    </Box>
  );
}

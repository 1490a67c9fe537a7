import { Box, Button, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { FAQ, HOW_IT_WORKS, SERVICES } from '../landing-content';
import { FaqItem } from './faq-item';

export interface LandingPageProps {
  /** "Get Started Free": open the register form. */
  onGetStarted: () => void;
  /** "Sign In": open the login form. */
  onSignIn: () => void;
}

/** The public landing page (docs/features.md, Screens, roles and sign-in). */
export function LandingPage({ onGetStarted, onSignIn }: LandingPageProps) {
  const { provider } = getRuntimeConfig();
  return (
    <Box>
      <Box as="section" aria-labelledby="landing-title" bg="bg.subtle" py={{ base: '12', md: '20' }}>
        <Container maxW="5xl">
          <Stack gap="6" maxW="3xl">
            <Heading as="h1" id="landing-title" size={{ base: '3xl', md: '4xl' }}>
              Paint quality assurance, from specification to guarantee
            </Heading>
            <Text fontSize="lg" color="fg.muted">
              {provider.name} inspects paint work against industry paint standards, so owners, architects and
              contractors get the finish they paid for. Request an inspection, a specification or a consultation,
              follow every project and download its reports in one place.
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button size="lg" colorPalette="blue" onClick={onGetStarted}>
                Get Started Free
              </Button>
              <Button size="lg" variant="outline" onClick={onSignIn}>
                Sign In
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>

      <Container maxW="5xl" py="12">
        <Stack gap="14">
          <Box as="section" aria-labelledby="services-title">
            <Heading as="h2" id="services-title" size="2xl" mb="6">
              Our services
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
              {SERVICES.map((service) => (
                <Box key={service.href} borderWidth="1px" borderRadius="lg" p="5">
                  <Heading as="h3" size="md" mb="2">
                    <Link asChild colorPalette="blue">
                      <RouterLink to={service.href}>{service.title}</RouterLink>
                    </Link>
                  </Heading>
                  <Text color="fg.muted">{service.summary}</Text>
                </Box>
              ))}
            </SimpleGrid>
          </Box>

          <Box as="section" aria-labelledby="how-title">
            <Heading as="h2" id="how-title" size="2xl" mb="6">
              How it works
            </Heading>
            <SimpleGrid as="ol" columns={{ base: 1, md: 4 }} gap="6" listStyleType="none">
              {HOW_IT_WORKS.map((step, index) => (
                <Box as="li" key={step.title}>
                  <Text fontWeight="semibold" color="blue.fg">
                    Step {index + 1}
                  </Text>
                  <Heading as="h3" size="md" my="1">
                    {step.title}
                  </Heading>
                  <Text color="fg.muted">{step.text}</Text>
                </Box>
              ))}
            </SimpleGrid>
          </Box>

          <Box as="section" aria-labelledby="faq-title">
            <Heading as="h2" id="faq-title" size="2xl" mb="6">
              Frequently asked questions
            </Heading>
            <Box as="ul" listStyleType="none" borderTopWidth="1px">
              {FAQ.map((item, index) => (
                <FaqItem key={item.question} id={`faq-${index + 1}`} question={item.question} answer={item.answer} />
              ))}
            </Box>
          </Box>

          <Box as="section" aria-labelledby="contact-title">
            <Heading as="h2" id="contact-title" size="2xl" mb="3">
              Contact us
            </Heading>
            <Text color="fg.muted">
              Questions before you sign up? Write to{' '}
              {provider.email ? (
                <Link href={`mailto:${provider.email}`} colorPalette="blue">
                  {provider.email}
                </Link>
              ) : (
                'our office'
              )}
              {provider.address ? `, or visit us at ${provider.address}` : ''}.
            </Text>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}

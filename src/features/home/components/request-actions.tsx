import { Box, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { HomeLink } from './quick-links';

/**
 * The client home's first section: the three request forms as cards, each card one link named by
 * its label (the description is read as its description), so a new client reaches them first.
 */
export function RequestActions({ actions }: { actions: readonly HomeLink[] }) {
  if (actions.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="request-actions-heading">
      <Heading as="h2" size="md" id="request-actions-heading" mb="3">
        Start a request
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" m="0" columns={{ base: 1, md: 3 }} gap="3">
        {actions.map((action, index) => {
          const descriptionId = `request-action-${index}-description`;
          return (
            <LinkBox
              as="li"
              key={action.href}
              borderWidth="1px"
              borderColor="blue.muted"
              bg="blue.subtle"
              borderRadius="lg"
              px="4"
              py="3"
              _hover={{ borderColor: 'blue.solid' }}
              _focusWithin={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
            >
              <LinkOverlay asChild color="blue.fg" fontWeight="semibold" fontSize="md" display="flex" alignItems="center" gap="2" _focusVisible={{ outline: 'none' }}>
                <RouterLink to={action.href} aria-describedby={descriptionId}>
                  {action.label}
                  <LuArrowRight aria-hidden="true" />
                </RouterLink>
              </LinkOverlay>
              <Text id={descriptionId} fontSize="sm" color="fg.muted" mt="0.5">
                {action.description}
              </Text>
            </LinkBox>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}

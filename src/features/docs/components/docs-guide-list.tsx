import { Box, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { HEADING_SIZES } from '@/content/render/markdown-components';
import type { PageHeading } from '@/content/render/markdown-headings';
import { DOC_SECTIONS, docsInSection } from '../docs-registry';

const sectionHeadingId = (id: string) => `all-guides-${id}`;

/** The headings GuideList renders, for the table of contents. */
export const GUIDE_LIST_HEADINGS: readonly PageHeading[] = [
  { id: 'all-guides', text: 'All guides', level: 2 },
  ...DOC_SECTIONS.map((section) => ({ id: sectionHeadingId(section.id), text: section.label, level: 3 as const })),
];

/** Every docs page by section, with its description: the end of the docs index. */
export function GuideList() {
  return (
    <Box as="section" aria-labelledby="all-guides" mt="10">
      <Heading as="h2" id="all-guides" size={HEADING_SIZES.h2} mb="3" scrollMarginTop="6rem">
        All guides
      </Heading>
      {DOC_SECTIONS.map((section) => (
        <Box key={section.id} mt="6">
          <Heading as="h3" id={sectionHeadingId(section.id)} size={HEADING_SIZES.h3} scrollMarginTop="6rem">
            {section.label}
          </Heading>
          <Text color="fg.muted" mb="3">
            {section.audience}
          </Text>
          <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none">
            {docsInSection(section.id).map((doc) => (
              <Box as="li" key={doc.path} borderWidth="1px" borderRadius="md" p="4">
                <Link asChild colorPalette="blue" fontWeight="semibold">
                  <RouterLink to={doc.path}>{doc.title}</RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted" mt="1">
                  {doc.description}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Box>
  );
}

import { Box, Button, Link, List, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuChevronDown, LuChevronUp } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { PageHeading } from '@/content/render/markdown-headings';

/**
 * "On this page": links to the page's h2 and h3 headings (h3 indented), by the ids rehype-slug
 * gave them. Beside the page on a wide screen; folded behind a button above the page on a phone
 * or tablet. Nothing is shown for a page with fewer than two headings.
 */
export function DocsToc({ headings }: { headings: readonly PageHeading[] }) {
  const labelId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  if (headings.length < 2) return null;
  return (
    <Box as="nav" aria-labelledby={labelId} fontSize="sm">
      <Text
        id={labelId}
        display={{ base: 'none', xl: 'block' }}
        fontWeight="bold"
        fontSize="xs"
        textTransform="uppercase"
        letterSpacing="wide"
        mb="2"
      >
        On this page
      </Text>
      <Button
        display={{ base: 'inline-flex', xl: 'none' }}
        variant="ghost"
        size="sm"
        px="2"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <LuChevronUp aria-hidden="true" /> : <LuChevronDown aria-hidden="true" />}
        On this page
      </Button>
      <List.Root
        id={listId}
        as="ul"
        variant="plain"
        gap="1"
        borderStartWidth="1px"
        ps="3"
        mt={{ base: '2', xl: '0' }}
        display={{ base: open ? 'flex' : 'none', xl: 'flex' }}
      >
        {headings.map((heading) => (
          <List.Item key={heading.id} display="block" ps={heading.level === 3 ? '3' : '0'}>
            <Link asChild color="fg.muted" _hover={{ color: 'fg' }} display="inline">
              <RouterLink to={{ hash: `#${heading.id}` }} onClick={() => setOpen(false)}>
                {heading.text}
              </RouterLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronDown } from 'react-icons/lu';

export interface FaqItemProps {
  /** Unique on the page; names the answer. Not useId: a pre-rendered page keeps its ids when the app takes over. */
  id: string;
  question: string;
  answer: string;
}

/**
 * One question of the FAQ as a disclosure widget (WAI-ARIA APG): a button inside a heading with
 * aria-expanded and aria-controls; Enter and Space toggle it (native button), the answer is
 * hidden until it is opened.
 */
export function FaqItem({ id, question, answer }: FaqItemProps) {
  const panelId = `${id}-answer`;
  const [open, setOpen] = useState(false);

  return (
    <Box as="li" borderBottomWidth="1px">
      <Heading as="h3" size="md">
        <chakra.button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          display="flex"
          width="full"
          alignItems="center"
          justifyContent="space-between"
          gap="4"
          py="4"
          textAlign="start"
          fontWeight="semibold"
          cursor="pointer"
          borderRadius="sm"
          focusVisibleRing="outside"
          _hover={{ color: 'blue.fg' }}
        >
          {question}
          <Box
            as="span"
            aria-hidden="true"
            display="inline-flex"
            flexShrink={0}
            transition="transform 0.2s"
            transform={open ? 'rotate(180deg)' : undefined}
          >
            <LuChevronDown />
          </Box>
        </chakra.button>
      </Heading>
      <Box id={panelId} hidden={!open} pb="4">
        <Text color="fg.muted">{answer}</Text>
      </Box>
    </Box>
  );
}

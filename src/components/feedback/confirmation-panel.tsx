import { Box, Heading, HStack } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { LuCircleCheck, LuCloudOff } from 'react-icons/lu';

export interface ConfirmationPanelProps {
  /** 'sent': the server has it; 'waiting': it waits on this device (docs/offline.md, "Waiting writes"). */
  tone: 'sent' | 'waiting';
  heading: string;
  headingLevel?: 2 | 3;
  children: ReactNode;
}

const TONES = {
  sent: { palette: 'green', icon: <LuCircleCheck /> },
  waiting: { palette: 'orange', icon: <LuCloudOff /> },
} as const;

/**
 * What a sent form turns into: a panel in the form's place whose heading takes the focus (so a
 * screen reader says it) and which is scrolled into view (a phone user was at the form's end).
 * It leaves the focus alone when the user has moved it elsewhere on the page meanwhile.
 */
export function ConfirmationPanel({ tone, heading, headingLevel = 2, children }: ConfirmationPanelProps) {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const { palette, icon } = TONES[tone];

  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body && !panel.current?.contains(active)) return;
    title.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  return (
    <Box
      as="section"
      ref={panel}
      aria-labelledby={headingId}
      colorPalette={palette}
      bg="colorPalette.subtle"
      borderWidth="1px"
      borderColor="colorPalette.muted"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
      // Room above for the heading of the section it sits in.
      scrollMarginTop="20"
    >
      <HStack align="start" gap="3">
        <Box color="colorPalette.fg" fontSize="2xl" mt="0.5" aria-hidden="true">
          {icon}
        </Box>
        <Box minW="0" flex="1">
          <Heading as={`h${headingLevel}`} id={headingId} ref={title} tabIndex={-1} size="lg" _focus={{ outline: 'none' }} overflowWrap="anywhere">
            {heading}
          </Heading>
          <Box mt="2">{children}</Box>
        </Box>
      </HStack>
    </Box>
  );
}

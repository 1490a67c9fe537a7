import { Box } from '@chakra-ui/react';

/** Counts above this show as "99+". */
export const MAX_BADGE_COUNT = 99;

export function badgeText(count: number): string {
  return count > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : String(count);
}

/**
 * The accessible name of a badge slot: "Mailbox", or "Mailbox, 3 unread" when there is a count.
 * The visual badge itself is hidden from screen readers, so the count is read once.
 */
export function labelWithCount(label: string, count: number | undefined, noun: string): string {
  return count && count > 0 ? `${label}, ${count} ${noun}` : label;
}

/** A small count on the corner of an icon button; nothing for zero or no count. */
export function CountBadge({ count }: { count: number | undefined }) {
  if (!count || count <= 0) return null;
  return (
    <Box
      as="span"
      aria-hidden="true"
      position="absolute"
      top="-1"
      insetEnd="-1"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      minW="5"
      h="5"
      px="1"
      borderRadius="full"
      bg="red.solid"
      color="red.contrast"
      fontSize="xs"
      fontWeight="bold"
      // Unitless: a line as high as the text (a `lineHeight="5"` would be five times the font size).
      lineHeight="1"
      pointerEvents="none"
    >
      {badgeText(count)}
    </Box>
  );
}

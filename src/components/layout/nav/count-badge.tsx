import { Box } from '@chakra-ui/react';

/** Counts above this show as "99+". */
export const MAX_BADGE_COUNT = 99;

export function badgeText(count: number): string {
  return count > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : String(count);
}

/**
 * The accessible name of a badge slot: "Mailbox", or "Mailbox, 3 unread" when there is a count.
 * The visual badge itself is hidden from screen readers, so the count is read once; it is the
 * badge's text ("99+"), so the name contains what is seen (WCAG 2.5.3 "label in name").
 */
export function labelWithCount(label: string, count: number | undefined, noun: string): string {
  return count && count > 0 ? `${label}, ${badgeText(count)} ${noun}` : label;
}

/** The same in words where there is room for the exact count (the mobile menu's links). */
export function textWithCount(label: string, count: number | undefined, noun: string): string {
  return count && count > 0 ? `${label}, ${count} ${noun}` : label;
}

/**
 * A small count on the top corner of a button's icon; nothing for zero or no count. The space before
 * it keeps a label and its count two words ("Dashboard 12", not "Dashboard12"), so the accessible
 * name from labelWithCount contains the visible text (WCAG 2.5.3; flex layout drops the space).
 */
export function CountBadge({ count }: { count: number | undefined }) {
  if (!count || count <= 0) return null;
  return (
    <>
      {' '}
      <Box
        as="span"
        aria-hidden="true"
        position="absolute"
        // Its bottom edge at the top of the button's centred icon (20 px below md, 16 px from md),
        // so even a wide "99+" never covers the icon; its end just past the button's.
        bottom={{ base: 'calc(50% + 0.625rem)', md: 'calc(50% + 0.5rem)' }}
        insetEnd="-1"
        whiteSpace="nowrap"
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
    </>
  );
}

/**
 * The size of the bar's buttons: 44 px square below md, where they are touched (the WCAG 2.5.5
 * target size), 36 px from md, where a pointer is likely and the row holds more.
 */
export const HEADER_CONTROL_SIZE = { base: 'lg', md: 'sm' } as const;

/** The same 44 px for the bar's links below md (they are not Chakra buttons). */
export const HEADER_LINK_MIN_SIZE = { base: '11', md: 'auto' } as const;

/*
 * The portal's one locale and one currency (docs/features.md, Words and formats): every number,
 * amount and date it writes is en-US, every amount USD. Import these rather than spelling them out.
 */

/** The locale of every number, amount and date the portal writes ("1,000,000", "Mar 14, 2026"). */
export const LOCALE = 'en-US';

/** The currency of every amount (ISO 4217). */
export const CURRENCY = 'USD';

import { describe, expect, it } from 'vitest';
import { portalSystem } from '@/app/theme';
import { HEADING_SIZES } from '@/content/render/markdown-components';

const system = portalSystem();
/** A heading size (a Chakra text style of the same name as its font size) in pixels. */
const pixels = (size: string) => parseFloat(system.token(`fontSizes.${size}`)) * 16;
const at = (value: string | { base: string; md: string }, width: 'base' | 'md') => (typeof value === 'string' ? value : value[width]);

describe('Markdown heading sizes', () => {
  it.each(['base', 'md'] as const)('h1 > h2 > h3 > h4 >= body at %s width', (width) => {
    const [h1, h2, h3, h4] = (['h1', 'h2', 'h3', 'h4'] as const).map((level) => pixels(at(HEADING_SIZES[level], width)));
    expect(h1).toBeGreaterThan(h2!);
    expect(h2).toBeGreaterThan(h3!);
    expect(h3).toBeGreaterThan(h4!);
    expect(h4).toBeGreaterThanOrEqual(pixels('md'));
  });
});

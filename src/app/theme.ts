import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** The page font: a system sans-serif stack (spec section 1). */
export const SANS_SERIF_STACK =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/**
 * The portal's Chakra system. Chakra's `_dark` condition is `.dark &`: it follows the `dark`
 * class on <html>, which index.html's inline script applies before first paint (from
 * localStorage 'theme', light by default) and src/components/ui/color-mode.ts keeps in step.
 * No next-themes: the class is the single source of truth, so the two never disagree.
 *
 * WCAG AA (4.5:1 for text): a few of Chakra's default semantic colours fall short in the light
 * theme and are darkened here (ratios against white):
 * - fg.error red.500 (3.8) -> red.700 #991919 (8.4); fg.warning orange.600 (3.6) -> orange.700
 *   (8.0); fg.success green.600 (3.3) -> green.700 #116932 (6.9);
 * - green.solid green.600 under white text (3.3) -> green.700 (6.9), used by success toasts.
 * The dark-theme values (300/400 shades on #09090B) already pass.
 */
const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: SANS_SERIF_STACK },
        body: { value: SANS_SERIF_STACK },
      },
    },
    semanticTokens: {
      colors: {
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        green: {
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } },
        },
      },
    },
  },
  globalCss: {
    'html, body': { fontFamily: 'body', bg: 'bg', color: 'fg' },
  },
});

export const system = createSystem(defaultConfig, config);

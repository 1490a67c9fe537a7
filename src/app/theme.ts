import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** The page font: a system sans-serif stack (spec section 1). */
export const SANS_SERIF_STACK =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/**
 * The portal's Chakra system. Chakra's `_dark` condition follows the `dark` class on <html>,
 * which index.html applies before first paint and the colour-mode hook keeps in step; light is
 * the default.
 */
const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: SANS_SERIF_STACK },
        body: { value: SANS_SERIF_STACK },
      },
    },
  },
  globalCss: {
    'html, body': { fontFamily: 'body', bg: 'bg', color: 'fg' },
  },
});

export const system = createSystem(defaultConfig, config);

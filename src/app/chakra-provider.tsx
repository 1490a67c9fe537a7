import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { GLOBAL_CSS_ID } from '@/lib/prerender-markers';
import { portalSystem } from './theme';

let withoutGlobalStyles: ReturnType<typeof portalSystem> | undefined;

/**
 * The system with no global styles to insert. Chakra's provider would otherwise turn the
 * system's global styles (reset, tokens as CSS variables, globalCss: 35 KB of CSS) into a
 * stylesheet on every start; a build writes that stylesheet into index.html instead
 * (src/prerender/vite-plugin.ts), and makes computing them lazy, so a start skips both.
 * `disableLayers` here only stops the provider from declaring the layer order again (the
 * stylesheet declares it): the recipes keep their layers, set when the system was made.
 */
function systemWithoutGlobalStyles(): ReturnType<typeof portalSystem> {
  const system = portalSystem();
  withoutGlobalStyles ??= Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  }) as typeof system;
  return withoutGlobalStyles;
}

/**
 * Whether the page already holds the global styles: a built page does (#chakra-global-css); the
 * development server's and the tests' pages do not, and the provider inserts them as usual. The
 * pre-renderer fills the built index.html, which has them.
 */
const pageHasGlobalStyles = typeof document === 'undefined' || document.getElementById(GLOBAL_CSS_ID) !== null;

/** Chakra's provider for the app and the pre-rendered pages. */
export function AppChakraProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={pageHasGlobalStyles ? systemWithoutGlobalStyles() : portalSystem()}>{children}</ChakraProvider>;
}

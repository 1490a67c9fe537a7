import { chakra, IconButton } from '@chakra-ui/react';
import { memo } from 'react';
import { LuMoon, LuSun } from 'react-icons/lu';
import { useColorMode } from '../../ui/color-mode';
import { HEADER_CONTROL_SIZE } from './control-size';

/**
 * Light/dark switch; its name says what pressing it does ("Switch to dark theme"). Both names and
 * icons are in the markup and the theme's class on <html> shows one (display: none hides the
 * other from assistive technology too), so a page pre-rendered without knowing the visitor's
 * theme (src/prerender) is right in either. Memoised: it never changes with the bar's counts.
 */
export const ThemeToggle = memo(function ThemeToggle() {
  const { toggleColorMode } = useColorMode();
  return (
    <IconButton variant="ghost" size={HEADER_CONTROL_SIZE} onClick={toggleColorMode}>
      <chakra.span display="inline-flex" _dark={{ display: 'none' }}>
        <LuMoon aria-hidden="true" />
        <chakra.span srOnly>Switch to dark theme</chakra.span>
      </chakra.span>
      <chakra.span display="none" _dark={{ display: 'inline-flex' }}>
        <LuSun aria-hidden="true" />
        <chakra.span srOnly>Switch to light theme</chakra.span>
      </chakra.span>
    </IconButton>
  );
});

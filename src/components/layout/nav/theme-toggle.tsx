import { IconButton } from '@chakra-ui/react';
import { LuMoon, LuSun } from 'react-icons/lu';
import { useColorMode } from '../../ui/color-mode';

/** Light/dark switch; its name says what pressing it does ("Switch to dark theme"). */
export function ThemeToggle() {
  const { colorMode, toggleColorMode } = useColorMode();
  const next = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton variant="ghost" size="sm" aria-label={`Switch to ${next} theme`} onClick={toggleColorMode}>
      {colorMode === 'dark' ? <LuSun /> : <LuMoon />}
    </IconButton>
  );
}

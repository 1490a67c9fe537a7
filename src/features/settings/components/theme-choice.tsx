import { RadioGroup, Stack } from '@chakra-ui/react';
import { useColorMode, type ColorMode } from '@/components/ui/color-mode';

const THEMES: ReadonlyArray<{ value: ColorMode; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** Light or dark, the same choice as the navigation bar's switch (kept in this browser). */
export function ThemeChoice() {
  const { colorMode, setColorMode } = useColorMode();
  return (
    <RadioGroup.Root value={colorMode} onValueChange={(details) => details.value && setColorMode(details.value as ColorMode)} aria-label="Theme">
      <Stack direction="row" gap="6">
        {THEMES.map((theme) => (
          <RadioGroup.Item key={theme.value} value={theme.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{theme.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

import { Box } from '@chakra-ui/react';

/**
 * A thin bar for a download's steps, named for screen readers (the text next to it says the same).
 * A plain progressbar rather than Chakra's Progress: the portal's system carries only the recipes
 * it uses (src/app/theme.ts), and a bar this simple is not worth one more in the first load.
 */
export function SavingProgress({ done, total, label }: { done: number; total: number; label: string }) {
  const max = Math.max(total, 1);
  const value = Math.min(done, max);
  return (
    <Box role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={value} h="1.5" w="full" maxW="sm" bg="bg.emphasized" borderRadius="full" overflow="hidden">
      <Box h="full" w={`${(value / max) * 100}%`} bg="blue.solid" borderRadius="full" transition="width 0.2s" />
    </Box>
  );
}

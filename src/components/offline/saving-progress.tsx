import { Progress } from '@chakra-ui/react';

/** A thin bar for a download's steps, named for screen readers (the text next to it says the same). */
export function SavingProgress({ done, total, label }: { done: number; total: number; label: string }) {
  return (
    <Progress.Root value={Math.min(done, total)} max={Math.max(total, 1)} size="xs" w="full" maxW="sm" colorPalette="blue">
      <Progress.Label srOnly>{label}</Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

import { Skeleton, Stack } from '@mantine/core';

/** Placeholder blocks the size of what is coming, so the screen does not jump when it arrives. */
export function LoadingView({ label, blocks = [132, 92, 92] }: { label: string; blocks?: number[] }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      {blocks.map((height, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks never reorder.
        <Skeleton key={index} height={height} radius="lg" />
      ))}
    </Stack>
  );
}

import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyViewProps {
  icon: ReactNode;
  title: string;
  text?: string;
  /** What to do next: one or two buttons. */
  children?: ReactNode;
}

/** A screen or list with nothing to show: what happened and what to do next. */
export function EmptyView({ icon, title, text, children }: EmptyViewProps) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" color="navy" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text fw={700} size="lg" c="var(--rip-heading)">
          {title}
        </Text>
        {text && (
          <Text c="dimmed" size="sm" maw={320}>
            {text}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

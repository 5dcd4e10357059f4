import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface EstadoVazioProps {
  icone: ReactNode;
  titulo: string;
  texto?: string;
  children?: ReactNode;
}

/** A screen with nothing to show yet: what happened and what to do next. */
export function EstadoVazio({ icone, titulo, texto, children }: EstadoVazioProps) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" color="navy" variant="light" aria-hidden>
          {icone}
        </ThemeIcon>
        <Text fw={700} size="lg" c="navy.9">
          {titulo}
        </Text>
        {texto && (
          <Text c="dimmed" size="sm" maw={320}>
            {texto}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

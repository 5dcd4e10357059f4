import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface SecaoProps {
  titulo: string;
  icone: ReactNode;
  descricao?: string;
  children: ReactNode;
}

/** One card of the person form, named by its heading so a screen reader can jump between them. */
export function Secao({ titulo, icone, descricao, children }: SecaoProps) {
  const tituloId = useId();
  return (
    <Paper component="section" aria-labelledby={tituloId} withBorder radius="lg" p="md" shadow="xs">
      <Group gap="sm" wrap="nowrap" mb="md" align="center">
        <ThemeIcon size={40} radius="md" color="navy" variant="light" aria-hidden>
          {icone}
        </ThemeIcon>
        <div>
          <Title order={3} size="h4" c="navy.9" id={tituloId} lh={1.2}>
            {titulo}
          </Title>
          {descricao && (
            <Text size="sm" c="dimmed" lh={1.3}>
              {descricao}
            </Text>
          )}
        </div>
      </Group>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

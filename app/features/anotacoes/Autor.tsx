import { Avatar, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { initials } from '../../lib/format';

/** Who wrote a note: the initials, the name, and a line under it (the registration and when). */
export function Autor({ nome, detalhe }: { nome: string; detalhe: ReactNode }) {
  return (
    <>
      <Avatar radius="xl" color="navy" variant="light" aria-hidden>
        {initials(nome)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={700} size="sm" lh={1.3}>
          {nome}
        </Text>
        <Text size="xs" c="dimmed">
          {detalhe}
        </Text>
      </Stack>
    </>
  );
}

import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FUSO_HORARIO } from '../../../shared/formatos/fuso';
import type { OutboxItem } from '../db';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: FUSO_HORARIO,
});

/** An item of the sync list, waiting or refused alike: what it is and when it was written. */
export function CartaoDoItem({ item, children }: { item: OutboxItem; children: ReactNode }) {
  return (
    <Paper withBorder p="xs">
      <Text fw={500}>{item.label}</Text>
      <Text size="sm" c="dimmed">
        {dateTime.format(item.createdAt)}
      </Text>
      {children}
    </Paper>
  );
}

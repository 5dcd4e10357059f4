import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** An inline edit's way out and its submit: Cancelar waits while Salvar runs. */
export function CancelarSalvar({
  saving,
  onCancelar,
  icon,
  gap,
}: {
  saving: boolean;
  onCancelar: () => void;
  icon: ReactNode;
  gap?: 'sm';
}) {
  return (
    <Group justify="flex-end" gap={gap}>
      <Button variant="default" onClick={onCancelar} disabled={saving}>
        Cancelar
      </Button>
      <Button type="submit" loading={saving} leftSection={icon}>
        Salvar
      </Button>
    </Group>
  );
}

import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { type ForcaSenha as Forca, useForcaSenha } from './senha-forte';

/** The line under a new password: why it is weak, or that it is good, while it is typed. */
export function ForcaSenha({ senha, doUsuario = [] }: { senha: string; doUsuario?: readonly string[] }) {
  const forca: Forca = useForcaSenha(senha, doUsuario);
  if (forca.estado === 'vazia' || forca.estado === 'carregando') return null;
  const forte = forca.estado === 'forte';
  const texto = forca.estado === 'fraca' ? forca.motivo : 'Senha forte.';
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" aria-live="polite" data-testid="forca-senha">
      {forte ? (
        <IconCircleCheck size={18} color="var(--rip-ok)" aria-hidden style={{ flexShrink: 0 }} />
      ) : (
        <IconAlertTriangle size={18} color="var(--rip-aviso)" aria-hidden style={{ flexShrink: 0 }} />
      )}
      {/* The theme's colours: orange 9 and teal 9 fall below 4.5:1, by day and at night. */}
      <Text size="sm" c={forte ? 'var(--rip-ok)' : 'var(--rip-aviso)'} lh={1.3}>
        {texto}
      </Text>
    </Group>
  );
}

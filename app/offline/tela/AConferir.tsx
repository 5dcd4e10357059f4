/**
 * The outbox's word for an item held since this device was marked lost (issue 43): the author
 * sends what is theirs, one by one, and drops what they did not write.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconShieldQuestion } from '@tabler/icons-react';

export function AConferir({
  busy,
  onEnviar,
  onDescartar,
}: {
  busy: boolean;
  onEnviar: () => void;
  onDescartar: () => void;
}) {
  return (
    <Stack gap={6} mt={4}>
      <Group gap={6} wrap="nowrap">
        <IconShieldQuestion size={18} aria-hidden />
        <Text size="sm" fw={600}>
          Aguardando sua conferência
        </Text>
      </Group>
      <Text size="sm" c="dimmed" lh={1.35}>
        Guardado antes de o aparelho ser marcado como perdido. Envie só o que foi você que registrou.
      </Text>
      <Button variant="light" mih={44} fullWidth disabled={busy} onClick={onEnviar}>
        É meu: enviar
      </Button>
      <Button variant="light" color="red" mih={44} fullWidth disabled={busy} onClick={onDescartar}>
        Descartar
      </Button>
    </Stack>
  );
}

import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconFolderX } from '@tabler/icons-react';
import type { Reaplicacao } from './tipos';

/**
 * Work for a case that no longer exists for its author (deleted, or no longer shared): nothing can
 * take it, so no 'Reenviar' that can only fail; it stays to be read and copied, then discarded.
 */
export const casoApagado: Reaplicacao = {
  chave: 'caso-apagado',
  serve: (item, contexto) => contexto.casoApagado === true && item.lastError?.code === 'NOT_FOUND',
  Acao: () => (
    <Alert color="gray" variant="light" p="xs" icon={<IconFolderX size={18} />} w="100%">
      Este caso foi apagado ou não está mais compartilhado com você: não há onde salvar isto. Copie os dados
      se precisar deles e depois descarte o item.
    </Alert>
  ),
};

/**
 * A record not found: whether its case is still there decides what can be done (recreate the
 * record, or only read and copy it), so nothing is offered until the server has said.
 */
export const verificandoCaso: Reaplicacao = {
  chave: 'verificando-caso',
  serve: (item, contexto) => contexto.casoApagado === null && item.lastError?.code === 'NOT_FOUND',
  Acao: () => (
    <Group gap="xs">
      <Loader size="xs" />
      <Text size="sm">Verificando se o caso ainda existe…</Text>
    </Group>
  ),
};

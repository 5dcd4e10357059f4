import { Alert } from '@mantine/core';
import { IconTrashX } from '@tabler/icons-react';
import type { Reaplicacao } from './tipos';

/**
 * A create the server had applied before the record was deleted, arriving again (issue 40): the
 * record was deleted on purpose, by its author or a colleague, and is not made again under that
 * id; no 'Reenviar', only reading, copying and discarding. Making it anew is a new record.
 */
export const criacaoApagada: Reaplicacao = {
  chave: 'criacao-apagada',
  serve: (item) => item.lastError?.code === 'REGISTRO_APAGADO',
  Acao: () => (
    <Alert color="gray" variant="light" p="xs" icon={<IconTrashX size={18} />} w="100%">
      Este registro já tinha sido salvo e depois foi apagado. Se ainda precisar dele, copie os dados e
      cadastre de novo; depois descarte este item.
    </Alert>
  ),
};

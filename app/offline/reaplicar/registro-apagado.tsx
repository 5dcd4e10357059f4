import { Alert } from '@mantine/core';
import { IconFileX } from '@tabler/icons-react';
import type { Reaplicacao } from './tipos';

/**
 * A write about a record that is no longer in its case, which no other way can make again (a city
 * given to a location deleted since, a document of a person removed): sent again it could only be
 * refused the same way, so there is no 'Reenviar'; it stays to be read and copied.
 */
export const registroApagado: Reaplicacao = {
  chave: 'registro-apagado',
  serve: (item, contexto) => contexto.casoApagado === false && item.lastError?.code === 'NOT_FOUND',
  Acao: () => (
    <Alert color="gray" variant="light" p="xs" icon={<IconFileX size={18} />} w="100%">
      O registro não existe mais neste caso: não há onde aplicar isto. Copie os dados se precisar deles e
      depois descarte o item.
    </Alert>
  ),
};

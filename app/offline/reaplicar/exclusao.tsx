import { Button, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { AlteracoesExclusao } from '../../components/conflito';
import { DANGER } from '../../components/form/actions/ConfirmDialog';
import { exclusaoConfirmada } from '../itens/exclusao';
import type { Reaplicacao } from './tipos';

/**
 * A delete that met a colleague's changes made after its author saw the record (issue 26 item 5),
 * or that named no version (issue 39): the changes, and the same delete confirmed.
 */
export const confirmarExclusao: Reaplicacao = {
  chave: 'confirmar-exclusao',
  serve: (item) => item.lastError?.exclusao !== undefined,
  Acao: ({ item, busy, substituir }) => (
    <Stack gap="xs" w="100%">
      {item.lastError?.exclusao && (
        // The item's reason line already asks; this names what changed.
        <AlteracoesExclusao conflito={item.lastError.exclusao} titulo="O que mudou desde então" />
      )}
      <Button
        color={DANGER}
        fullWidth
        leftSection={<IconTrash size={16} />}
        disabled={busy}
        onClick={() => substituir([exclusaoConfirmada(item)])}
      >
        Apagar mesmo assim
      </Button>
    </Stack>
  ),
};

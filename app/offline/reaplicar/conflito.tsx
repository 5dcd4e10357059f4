import { Button } from '@mantine/core';
import { IconArrowsDiff } from '@tabler/icons-react';
import { useState } from 'react';
import type { WriteOperation } from '../../../shared/api';
import { ConflitoDialog } from '../../components/conflito/ConflitoDialog';
import { corpoResolvido } from '../../components/conflito/escolhas';
import type { OutboxItem, OutboxRequest } from '../db';
import classes from '../tela/SyncButton.module.css';
import type { Reaplicacao, ReaplicacaoProps } from './tipos';

/**
 * The edits whose record has no form of its own to resolve in (a name, a note's text, the video
 * note, a city to confirm, a report toggle): the conflict names its fields as paths of the body.
 */
const EDICOES: ReadonlySet<WriteOperation> = new Set<WriteOperation>([
  'renameCaso',
  'updateAnotacao',
  'saveVideoNota',
  'setLocalCidade',
  'setCameraCidade',
  'setRelatorioInclusao',
]);

function ResolverNoDialogo({ item, busy, substituir }: ReaplicacaoProps) {
  const [aberto, setAberto] = useState(false);
  const conflito = item.lastError?.conflito ?? null;
  return (
    <>
      <Button
        className={classes.action}
        leftSection={<IconArrowsDiff size={16} />}
        disabled={busy}
        onClick={() => setAberto(true)}
      >
        Resolver conflito
      </Button>
      <ConflitoDialog
        conflito={aberto ? conflito : null}
        busy={busy}
        onCancelar={() => setAberto(false)}
        onSalvar={(escolhas) => {
          if (!conflito) return;
          setAberto(false);
          const input = item.input as { body: Record<string, unknown> };
          const body = corpoResolvido(input.body, conflito, escolhas);
          substituir([{ ...item, input: { ...input, body } } as OutboxRequest]);
        }}
      />
    </>
  );
}

/** An edit met by a colleague's change of the same fields: chosen in a dialog, sent again at once. */
export const conflitoDeEdicao: Reaplicacao = {
  chave: 'conflito-edicao',
  serve: (item: OutboxItem) =>
    item.status === 'conflict' && EDICOES.has(item.op) && item.lastError?.conflito !== undefined,
  Acao: ResolverNoDialogo,
};

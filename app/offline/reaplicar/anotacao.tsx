import { Button } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { recriacaoDeAnotacao } from '../itens/item-acoes';
import classes from '../tela/SyncButton.module.css';
import proprias from './Reaplicar.module.css';
import type { Reaplicacao } from './tipos';

/** An edit of a note deleted on another device: written again as a new note with the typed text. */
export const recriarAnotacao: Reaplicacao = {
  chave: 'recriar-anotacao',
  serve: (item, { casoApagado }) => casoApagado !== true && recriacaoDeAnotacao(item) !== null,
  Acao: ({ item, busy, substituir }) => (
    <Button
      className={`${classes.action} ${proprias.acao}`}
      leftSection={<IconNotes size={16} />}
      disabled={busy}
      onClick={() => {
        const recriada = recriacaoDeAnotacao(item);
        if (recriada) substituir([recriada]);
      }}
    >
      Recriar com estes dados
    </Button>
  ),
};

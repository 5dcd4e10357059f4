import { Button } from '@mantine/core';
import { IconArrowsDiff, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { recriacaoDe, rotaDoConflito } from '../itens/item-acoes';
import classes from '../tela/SyncButton.module.css';
import proprias from './Reaplicar.module.css';
import type { Reaplicacao } from './tipos';

/** An edit of a person met by a colleague's change of the same fields: resolved in its form. */
export const conflitoDePessoa: Reaplicacao = {
  chave: 'conflito-pessoa',
  serve: (item) => item.status === 'conflict' && rotaDoConflito(item) !== null,
  Acao: ({ item, fechar }) => (
    <Button
      component={Link}
      to={rotaDoConflito(item) ?? ''}
      onClick={fechar}
      className={`${classes.action} ${proprias.acao}`}
      leftSection={<IconArrowsDiff size={16} />}
    >
      Resolver conflito
    </Button>
  ),
};

/** An edit of a person someone removed from the case: made again as a new record of the case. */
export const recriarPessoa: Reaplicacao = {
  chave: 'recriar-pessoa',
  serve: (item) => recriacaoDe(item) !== null,
  Acao: ({ item, busy, substituir }) => (
    <Button
      className={`${classes.action} ${proprias.acao}`}
      leftSection={<IconUserPlus size={16} />}
      disabled={busy}
      onClick={() => {
        const recriado = recriacaoDe(item);
        if (recriado) substituir(recriado);
      }}
    >
      Recriar com estes dados
    </Button>
  ),
};

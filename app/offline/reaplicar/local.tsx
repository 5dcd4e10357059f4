import { Button } from '@mantine/core';
import { IconArrowsDiff } from '@tabler/icons-react';
import { useState } from 'react';
import { Modal } from '../../components/Modal';
import { LocalJaSalvo } from '../../features/locais/LocalJaSalvo';
import { discard } from '../fila/item-do-autor';
import { localRepetido, trocaDeLocal } from '../itens/item-acoes';
import classes from '../tela/SyncButton.module.css';
import proprias from './Reaplicar.module.css';
import type { Reaplicacao, ReaplicacaoProps } from './tipos';

function CompararLocais({ item, busy, substituir }: ReaplicacaoProps) {
  const [aberto, setAberto] = useState(false);
  if (!localRepetido(item)) return null;
  return (
    <>
      <Button
        className={`${classes.action} ${proprias.acao}`}
        leftSection={<IconArrowsDiff size={16} />}
        disabled={busy}
        onClick={() => setAberto(true)}
      >
        Comparar com o salvo
      </Button>
      <Modal opened={aberto} onClose={() => setAberto(false)} title="Dois locais do crime" size={5}>
        {aberto && (
          <LocalJaSalvo
            casoId={item.input.params.casoId}
            corpo={item.input.body}
            feitoEm={item.createdAt}
            busy={busy}
            onUsarMeu={(salvo) => {
              setAberto(false);
              substituir(trocaDeLocal(item, salvo));
            }}
            onManterSalvo={() => {
              setAberto(false);
              void discard(item.id);
            }}
          />
        )}
      </Modal>
    </>
  );
}

/**
 * A second 'Local do Crime' refused because the case has one already (a colleague's, or saved on
 * another device): both compared, and the officer chooses which stays (issue 26).
 */
export const compararLocais: Reaplicacao = {
  chave: 'comparar-locais',
  serve: (item) => localRepetido(item),
  Acao: CompararLocais,
};

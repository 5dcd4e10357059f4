import { Button, Loader } from '@mantine/core';
import { IconArrowsDiff } from '@tabler/icons-react';
import { type ComponentType, Suspense, useState } from 'react';
import { Modal } from '../../components/Modal';
import { discard } from '../fila/outbox';
import { localRepetido, trocaDeLocal } from '../itens/item-acoes';
import classes from '../tela/SyncButton.module.css';
import proprias from './Reaplicar.module.css';
import type { Reaplicacao, ReaplicacaoProps } from './tipos';

/** What the comparison of the two locations is given; `salvo` is null when the case has none now. */
export interface ComparacaoDeLocaisProps {
  casoId: string;
  /** What the officer typed: the create's body. */
  corpo: unknown;
  /** When it was typed (epoch milliseconds). */
  feitoEm: number;
  busy: boolean;
  onUsarMeu: (salvo: { id: string; versao: number } | null) => void;
  onManterSalvo: () => void;
}

/**
 * The comparison is the locais area's (LocalJaSalvo); main.tsx hands it over at start-up, so this
 * layer, below the areas, imports none (docs/ARCHITECTURE.md, 'Regras da casa').
 */
let comparacaoDeLocais: ComponentType<ComparacaoDeLocaisProps> | null = null;

export function definirComparacaoDeLocais(componente: ComponentType<ComparacaoDeLocaisProps>) {
  comparacaoDeLocais = componente;
}

function CompararLocais({ item, busy, substituir }: ReaplicacaoProps) {
  const [aberto, setAberto] = useState(false);
  const Comparacao = comparacaoDeLocais;
  if (!localRepetido(item) || Comparacao === null) return null;
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
          <Suspense fallback={<Loader size="sm" />}>
            <Comparacao
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
          </Suspense>
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

import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { VersaoBase } from '../../../shared/schemas/versao';
import { ApiError } from '../../lib/api';
import { partesAlteradas } from '../../offline/itens/versao-campos';
import { comValoresAtuais } from './escolhas';
import { type ConflitoForm, useConflitoForm } from './useConflitoForm';

export interface EdicaoVersionada<V> {
  kit: ConflitoForm;
  /** The version the form stands on: as opened, or as the last conflict or save named it. */
  versao: number | undefined;
  /** The update: the fields changed since the form stood on `versao`, that version, and any choices. */
  corpo: (valores: V) => Partial<V> & VersaoBase;
  /** After a refused save: true when a colleague's change met it, now shown in the form to choose. */
  aoRecusar: (erro: unknown) => boolean;
  /** After a save the server took or queued: the form stands on what was saved. */
  salvo: (valores: V, versao?: number) => void;
  /** What the form stands on, for a draft to keep beside what was typed (useRascunhoDaEdicao). */
  base: BaseDaEdicao<V>;
  /**
   * A draft typed over an older version, laid over a newer one: the fields it restored stand on
   * that older version again, so that the save meets a colleague's change of the same field as a
   * conflict instead of overwriting it. The other fields stay on the newer version.
   */
  retomar: (base: BaseDaEdicao<V>, restaurados: readonly string[]) => void;
  /** The draft so taken up was discarded: the form stands on the version it opened on again. */
  esquecerRascunho: () => void;
}

export interface BaseDaEdicao<V> {
  valores: V;
  versao: number | undefined;
}

/**
 * Issue 26 for a form whose fields are the whole update (a name, a text, a city): what it was
 * opened on, the body its save sends, and the conflict laid over it when a colleague got there
 * first. `aberto.versao` may arrive after the form opened (a read still on its way): the first
 * one known is kept.
 */
export function useEdicaoVersionada<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  aberto: { valores: V; versao: number | undefined },
): EdicaoVersionada<V> {
  const kit = useConflitoForm(form);
  const [base, setBase] = useState<{ valores: V; versao: number | undefined }>(() => aberto);
  // The first version known is the one the form stands on; later reads only warn (AvisoVersaoNova).
  if (base.versao === undefined && aberto.versao !== undefined) setBase({ ...base, versao: aberto.versao });
  const { versao } = base;
  // What the form stood on before a draft's older base was taken up; a ref, for a save and the
  // draft's removal follow each other in one handler, before any render.
  const antesDoRascunho = useRef<BaseDaEdicao<V> | null>(null);
  return {
    kit,
    versao,
    corpo: (valores) => ({ ...partesAlteradas(base.valores, valores, versao), ...kit.resolucao(valores) }),
    aoRecusar: (erro) => {
      const conflito = erro instanceof ApiError ? erro.conflito : undefined;
      if (!conflito) return false;
      const atual = comValoresAtuais(base.valores, conflito);
      kit.aoConflito(conflito, base.valores, atual);
      antesDoRascunho.current = null;
      setBase({ valores: atual, versao: conflito.versao_atual });
      return true;
    },
    salvo: (valores, novaVersao) => {
      kit.encerrar();
      antesDoRascunho.current = null;
      setBase({ valores, versao: novaVersao ?? versao });
    },
    base,
    retomar: (doRascunho, restaurados) => {
      if (doRascunho.versao === undefined || doRascunho.versao === versao || restaurados.length === 0) return;
      const antigos = Object.fromEntries(
        restaurados.map((campo) => [campo, (doRascunho.valores as Record<string, unknown>)[campo]]),
      );
      antesDoRascunho.current = base;
      setBase({ valores: { ...base.valores, ...antigos }, versao: doRascunho.versao });
    },
    esquecerRascunho: () => {
      if (antesDoRascunho.current) setBase(antesDoRascunho.current);
      antesDoRascunho.current = null;
    },
  };
}

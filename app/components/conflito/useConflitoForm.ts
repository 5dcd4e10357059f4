import { useCallback, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { ConflitoEdicao, VersaoBase } from '../../../shared/schemas/versao';
import { type Escolha, refazerSobre, resolucaoDe } from '../../offline/itens/versao-campos';

export interface ConflitoForm {
  conflito: ConflitoEdicao | null;
  /**
   * After a 409 EDIT_CONFLICT: the form is laid anew over the record as it is now (`atual`, in the
   * form's values), keeping what the user changed since `aberto`; each conflicting field starts
   * with the user's value, to be kept, replaced by the colleague's, or edited.
   */
  aoConflito: <V>(conflito: ConflitoEdicao, aberto: V, atual: V) => void;
  escolher: (campo: string, escolha: Exclude<Escolha, 'editado'>) => void;
  /** What the save carries for the history once the choices are made (empty without a conflict). */
  resolucao: (final: unknown) => Pick<VersaoBase, 'resolucao'>;
  /** After the resolution was saved. */
  encerrar: () => void;
}

/** The conflict kit's state for a react-hook-form form; the form renders `ConflitoCampos` with it. */
export function useConflitoForm<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
): ConflitoForm {
  const [conflito, setConflito] = useState<ConflitoEdicao | null>(null);
  const aoConflito = useCallback(
    <A>(novo: ConflitoEdicao, aberto: A, atual: A) => {
      const refeito = refazerSobre(aberto, form.getValues() as unknown as A, atual);
      // The record as it is now becomes what the form was opened on: a later save names its version.
      form.reset(atual as unknown as V);
      for (const [chave, valor] of Object.entries(refeito as Record<string, unknown>)) {
        form.setValue(chave as Path<V>, valor as PathValue<V, Path<V>>, { shouldDirty: true });
      }
      setConflito(novo);
    },
    [form],
  );
  const escolher = useCallback(
    (campo: string, escolha: Exclude<Escolha, 'editado'>) => {
      const alvo = conflito?.campos.find((c) => c.campo === campo);
      if (!alvo) return;
      const valor = escolha === 'meu' ? alvo.seu : alvo.atual;
      form.setValue(campo as Path<V>, (valor ?? null) as PathValue<V, Path<V>>, { shouldDirty: true });
    },
    [conflito, form],
  );
  return {
    conflito,
    aoConflito,
    escolher,
    resolucao: (final) => (conflito ? { resolucao: resolucaoDe(conflito, final) } : {}),
    encerrar: () => setConflito(null),
  };
}

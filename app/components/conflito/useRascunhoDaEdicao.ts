import { useMemo } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type Draft, useDraft } from '../form/useDraft';
import type { BaseDaEdicao, EdicaoVersionada } from './useEdicaoVersionada';

interface Guardado<V> {
  base?: BaseDaEdicao<V>;
}

/**
 * The draft of an edit, kept with the version it was typed over: an officer whose app closed
 * mid-edit while a colleague saved the same record finds the typed values again, and saving them
 * meets the colleague's change of the same field as a conflict, never overwriting it unseen.
 * `gatilho` is state outside the values whose change should also write the draft (the dictation's
 * phase, when dictated text arrives without a change event).
 */
export function useRascunhoDaEdicao<V extends FieldValues, Output>(
  form: UseFormReturn<V, unknown, Output>,
  key: string | null,
  edicao: EdicaoVersionada<V>,
  gatilho: unknown = null,
): Draft {
  const { valores, versao } = edicao.base;
  const value = useMemo<Guardado<V> & { gatilho: unknown }>(
    () => ({ base: { valores, versao }, gatilho }),
    [valores, versao, gatilho],
  );
  return useDraft(form, key, {
    value,
    restore: (guardado: Guardado<V> | null) => {
      if (!guardado?.base) return;
      const restaurados = Object.keys(form.getValues()).filter(
        (campo) => form.getFieldState(campo as never).isDirty,
      );
      edicao.retomar(guardado.base, restaurados);
    },
  });
}

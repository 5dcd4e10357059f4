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
  // The base goes with every write of the draft, but a new base alone (a save just taken) writes
  // none: that would keep an empty draft, offered again on the next opening. So the object the
  // draft reads keeps its identity, and the base is brought up to date in it at each render.
  const value = useMemo<Guardado<V> & { gatilho: unknown }>(() => ({ gatilho }), [gatilho]);
  value.base = edicao.base;
  const draft = useDraft(form, key, {
    value,
    restore: (guardado: Guardado<V> | null) => {
      if (!guardado?.base) return;
      const restaurados = Object.keys(form.getValues()).filter(
        (campo) => form.getFieldState(campo as never).isDirty,
      );
      edicao.retomar(guardado.base, restaurados);
    },
  });
  return {
    ...draft,
    discard: async () => {
      edicao.esquecerRascunho();
      await draft.discard();
    },
  };
}

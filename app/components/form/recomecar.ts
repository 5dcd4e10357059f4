import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { Draft } from './useDraft';

/** What the form held when the save was asked, to tell afterwards what the officer typed since. */
export function valoresEnviados<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>): T {
  return structuredClone(form.getValues());
}

/**
 * A form that stays open for the next record starts over once the last one is saved, except for
 * what the officer changed while the save was on its way (on a poor link that takes seconds, and
 * the next event is begun meanwhile): that stays, as the start of the next record, with its draft.
 * A field the form moves by itself (the time following the clock) is not the officer's change and
 * starts over like the rest.
 */
export async function recomecar<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  draft: Pick<Draft, 'discard'>,
  enviados: T,
  novos?: T,
): Promise<void> {
  const atuais = form.getValues();
  const digitados = (Object.keys(atuais) as Path<T>[]).filter(
    (campo) =>
      form.getFieldState(campo).isDirty && JSON.stringify(atuais[campo]) !== JSON.stringify(enviados[campo]),
  );
  if (novos) form.reset(novos);
  // The form is emptied at once (the discard's first step) and what was typed since is put back in
  // the same turn, before the stored draft's removal is awaited: nothing typed meanwhile is undone.
  const descartando = draft.discard();
  for (const campo of digitados) {
    form.setValue(campo, atuais[campo] as PathValue<T, Path<T>>, { shouldDirty: true });
  }
  await descartando;
}

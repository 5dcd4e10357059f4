/**
 * An unfinished form kept on the device until it is saved or discarded: an officer interrupted at
 * the scene (a call, a dead battery, the app closed) finds what was typed when the form opens again.
 * Only what the user changed is kept, laid over the form's fresh values when it opens again: a new
 * GPS reading or the clock's now stays unless the user typed over it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { showNotice } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { idDaAba } from '../../offline/aba';
import { db } from '../../offline/db';
import { changedFields } from './draft-fields';
import { registerDraftFlush } from './draft-flush';
import { rascunhoGuardado } from './draft-instancia';

const WRITE_DELAY_MS = 400;

/**
 * Told once per form when the device refuses the draft (a phone full of video): what is typed then
 * lives only in the open page, and a phone that kills the hidden app loses it.
 */
const RASCUNHO_RECUSADO = {
  title: 'Rascunho não guardado neste aparelho',
  message: 'O armazenamento do aparelho recusou o rascunho. Salve o formulário antes de sair do app.',
  color: 'yellow',
} as const;

interface StoredDraft<E> {
  /** The changed fields' values, by path. */
  fields: Record<string, unknown>;
  extra: E;
}

/** A draft written before only the changed fields were kept: every value, restored as typed. */
interface WholeDraft<E> {
  values: Record<string, unknown>;
  extra: E;
}

export interface Draft {
  /** When the draft shown was last written, if the form opened with one. */
  restoredFrom: number | null;
  /** Forgets the draft and puts the form back as it opened. */
  discard: () => Promise<void>;
  /** Forgets the draft once its form was saved. */
  clear: () => Promise<void>;
}

const NO_EXTRA = { value: null, restore: () => {} } as const;

/**
 * Keeps the fields of `form` the user changed (and `extra`, state the form holds outside its values,
 * such as pictures) under `key` for the logged-in user, written shortly after each change. A null
 * key keeps nothing. Values the form fills in by itself (a reading, the time) count as the user's
 * only when set with `shouldDirty`; its own fresh values are set as the fields' defaults instead.
 * The draft is this tab's (issue 40): the same form open in two tabs keeps two drafts, and a form
 * opened where no open tab holds its draft takes the one a closed tab left.
 */
export function useDraft<T extends FieldValues, Output, E = null>(
  form: UseFormReturn<T, unknown, Output>,
  key: string | null,
  extra: { value: E; restore: (value: E) => void } = NO_EXTRA as unknown as {
    value: E;
    restore: (value: E) => void;
  },
): Draft {
  const { user } = useSession();
  // Read while rendering, so the form keeps track of which fields the user changed.
  void form.formState.dirtyFields;
  const userId = user?.id ?? null;
  const chave = key && `${key}@${idDaAba()}`;
  const [restoredFrom, setRestoredFrom] = useState<number | null>(null);
  const extraRef = useRef(extra);
  extraRef.current = extra;
  const loaded = useRef(false);
  const pendente = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The last write under way, so that a flush also waits for one the timer already started.
  const writing = useRef<Promise<void>>(Promise.resolve());
  const avisado = useRef(false);

  const write = useCallback((): Promise<void> => {
    timer.current = null;
    if (!userId || !chave) return writing.current;
    const fields = changedFields(form.formState.dirtyFields, (path) => form.getValues(path as Path<T>));
    const draft: StoredDraft<E> = { fields, extra: extraRef.current.value };
    writing.current = db.drafts.put({ userId, key: chave, values: draft, savedAt: Date.now() }).then(
      () => undefined,
      (error: unknown) => {
        console.warn('Rascunho não guardado no aparelho', error);
        if (avisado.current) return;
        avisado.current = true;
        showNotice(RASCUNHO_RECUSADO, 'rascunho-recusado');
      },
    );
    return writing.current;
  }, [form, chave, userId]);

  const persist = useCallback(() => {
    if (!userId || !chave) return;
    // Typed before the kept draft was read (a slow phone, a fast thumb): written once it is.
    if (!loaded.current) {
      pendente.current = true;
      return;
    }
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void write(), WRITE_DELAY_MS);
  }, [write, chave, userId]);

  // What was typed within the delay is written at once when anything ends the form's life: leaving
  // it (the back gesture), the page being hidden or unloaded (a phone may kill a hidden app), or a
  // new version about to reload the page (flushDrafts). A burst of typing is never lost.
  useEffect(() => {
    const flush = (): Promise<void> => {
      if (!timer.current) return writing.current;
      clearTimeout(timer.current);
      return write();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onPageHide = () => void flush();
    const unregister = registerDraftFlush(flush);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      unregister();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      void flush();
    };
  }, [write]);

  useEffect(() => {
    loaded.current = false;
    pendente.current = false;
    if (!userId || !key || !chave) return;
    let active = true;
    rascunhoGuardado(userId, key, chave)
      .then((stored) => {
        if (!active) return;
        if (stored) {
          const draft = stored.values as StoredDraft<E> | WholeDraft<E>;
          const fields = 'fields' in draft ? draft.fields : draft.values;
          for (const [path, value] of Object.entries(fields)) {
            form.setValue(path as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
          }
          extraRef.current.restore(draft.extra);
          setRestoredFrom(stored.savedAt);
        }
        loaded.current = true;
        if (pendente.current) persist();
      })
      .catch(() => {
        loaded.current = true;
        if (pendente.current) persist();
      });
    // Typed, or set by the form for the user (a person picked, a marker placed): not the form's own
    // fresh values, which it sets without marking them changed.
    const subscription = form.watch((_values, { name, type }) => {
      if (type === 'change' || (name && form.getFieldState(name).isDirty)) persist();
    });
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, [form, key, chave, userId, persist]);

  // State kept outside the form's values changes without a form event.
  // biome-ignore lint/correctness/useExhaustiveDependencies: written when the extra state changes.
  useEffect(() => {
    if (form.formState.isDirty || loaded.current) persist();
  }, [extra.value]);

  const clear = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    loaded.current = false;
    if (userId && chave) await db.drafts.delete([userId, chave]).catch(() => undefined);
    setRestoredFrom(null);
  }, [chave, userId]);

  // The form stays open: it is emptied at once, for the user may type the next note as soon as
  // the last one says it was saved, and what is typed then is written after the removal.
  const discard = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    form.reset();
    setRestoredFrom(null);
    if (userId && chave) await db.drafts.delete([userId, chave]).catch(() => undefined);
  }, [form, chave, userId]);

  return { restoredFrom, discard, clear };
}

import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { LOCAL_DATA_EVENT, notifyLocalDataChanged, parseStored, STORAGE_KEYS } from './local-data';

const selectedCasoSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null while a case created offline waits for the server to number it. */
  identificador: z.string().nullable(),
});

export type SelectedCaso = z.infer<typeof selectedCasoSchema>;

let cachedRaw: string | null = null;
let cachedValue: SelectedCaso | null = null;

export function getSelectedCaso(): SelectedCaso | null {
  const raw = localStorage.getItem(STORAGE_KEYS.casoSelecionado);
  if (raw === cachedRaw) return cachedValue;
  cachedRaw = raw;
  cachedValue = parseStored(raw, selectedCasoSchema);
  return cachedValue;
}

export function setSelectedCaso(caso: SelectedCaso | null): void {
  if (caso === null) {
    localStorage.removeItem(STORAGE_KEYS.casoSelecionado);
  } else {
    const { id, name, identificador } = caso;
    localStorage.setItem(STORAGE_KEYS.casoSelecionado, JSON.stringify({ id, name, identificador }));
  }
  notifyLocalDataChanged();
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.casoSelecionado) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(LOCAL_DATA_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LOCAL_DATA_EVENT, onChange);
  };
}

/** The case the user is working on, kept across reloads and shared by every screen. */
export function useSelectedCasoRef(): SelectedCaso | null {
  return useSyncExternalStore(subscribe, getSelectedCaso);
}

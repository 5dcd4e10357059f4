/**
 * When this device was told it is marked lost (issue 43): kept in localStorage, read without
 * IndexedDB or zod, so the screen that says so opens at once, offline too, in place of the login.
 * Only what the screen shows: the outbox stays sealed because the server opens no session here.
 */
import { useSyncExternalStore } from 'react';

const CHAVE = 'rip.aparelhoPerdido';
const EVENTO = 'rip:aparelho-perdido';

const ler = () => localStorage.getItem(CHAVE);

function mudar(valor: string | null): void {
  if (valor === null) localStorage.removeItem(CHAVE);
  else localStorage.setItem(CHAVE, valor);
  window.dispatchEvent(new Event(EVENTO));
}

export const marcarAparelhoPerdido = () => mudar(new Date().toISOString());

/** A login accepted (the device was released), or the officer asking to try one. */
export const esquecerAparelhoPerdido = () => mudar(null);

function assinar(mudou: () => void): () => void {
  window.addEventListener(EVENTO, mudou);
  window.addEventListener('storage', mudou);
  return () => {
    window.removeEventListener(EVENTO, mudou);
    window.removeEventListener('storage', mudou);
  };
}

/** Since when (the device's clock, ISO), or null. */
export function useAparelhoPerdido(): string | null {
  return useSyncExternalStore(assinar, ler);
}

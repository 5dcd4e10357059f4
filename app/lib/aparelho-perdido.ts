/**
 * This device was told it is marked lost (issue 43): kept in localStorage, read without IndexedDB
 * or zod, so the screen that says so opens at once, offline too, in place of the login. Only what
 * the screen shows: the outbox stays sealed because the server opens no session on the device.
 */
import { useSyncExternalStore } from 'react';

const CHAVE = 'rip.aparelhoPerdido';
const EVENTO = 'rip:aparelho-perdido';

export interface AparelhoPerdido {
  /** When this device learned it (its own clock). */
  em: string;
  /** The server's words. */
  mensagem: string;
}

function ler(): string | null {
  return localStorage.getItem(CHAVE);
}

function avisar(): void {
  window.dispatchEvent(new Event(EVENTO));
}

export function marcarAparelhoPerdido(mensagem: string): void {
  localStorage.setItem(CHAVE, JSON.stringify({ em: new Date().toISOString(), mensagem }));
  avisar();
}

/** A login accepted (the device was released), or the officer asking to try one. */
export function esquecerAparelhoPerdido(): void {
  if (ler() === null) return;
  localStorage.removeItem(CHAVE);
  avisar();
}

function assinar(mudou: () => void): () => void {
  window.addEventListener(EVENTO, mudou);
  window.addEventListener('storage', mudou);
  return () => {
    window.removeEventListener(EVENTO, mudou);
    window.removeEventListener('storage', mudou);
  };
}

function parse(bruto: string | null): AparelhoPerdido | null {
  if (bruto === null) return null;
  try {
    const valor = JSON.parse(bruto) as Partial<AparelhoPerdido>;
    return typeof valor.em === 'string' && typeof valor.mensagem === 'string'
      ? { em: valor.em, mensagem: valor.mensagem }
      : null;
  } catch {
    return null;
  }
}

export function useAparelhoPerdido(): AparelhoPerdido | null {
  const bruto = useSyncExternalStore(assinar, ler);
  // The same string reads to an equal value: parsed here, not cached by identity.
  return parse(bruto);
}

/**
 * How the server compares a record's fields, by dotted path ('pessoa.nome'), for versions,
 * conflicts and their resolution (issue 26): it compares what it stores, so only an absent value
 * reads as null.
 */
import { caminhosDiferentes, mesmoValor, valorEm } from '../../shared/caso/campos-registro';

/** One field of a history row: its value before and after, and in a resolved conflict the one discarded. */
export interface CampoAlterado {
  campo: string;
  antes: unknown;
  depois: unknown;
  descartado?: unknown;
}

export const igual = (a: unknown, b: unknown) => mesmoValor(a, b, (value) => value ?? null);

/** The leaves that differ, with both values. */
export function diferencas(antes: unknown, depois: unknown): CampoAlterado[] {
  return caminhosDiferentes(antes, depois, igual).map((campo) => ({
    campo,
    antes: valorEm(antes, campo),
    depois: valorEm(depois, campo),
  }));
}

/** A change of one path is a change of the other: the same leaf, or one holds the other. */
export const tocam = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

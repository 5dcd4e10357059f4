/**
 * Which queued items must wait for which, so the outbox can send independent items together while
 * every record still gets its operations in the order they were made.
 */
import { ENDPOINTS } from '../../../shared/api';
import type { Endpoint } from '../../../shared/api/endpoint';
import type { OutboxRequest } from '../db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What of an item decides what it waits for. */
export interface Marca {
  /**
   * Set when two items of this operation in one case must keep their order although they name no
   * record in common: a create adds to a list the server keeps in arrival order; an operation whose
   * path names no record but the case (the video note) replaces the case's one, and the last wins.
   */
  emOrdem: string | undefined;
  caso: string | undefined;
  /** Every record id (client UUID) the item names: its own, its parents', the ones it links to. */
  ids: ReadonlySet<string>;
  /**
   * It acts on the case itself (creates, edits or closes it) or on nothing inside a case: everything
   * of that case, or everything at all when it has no case, waits for it and it waits for them.
   */
  barreira: boolean;
  /**
   * The list of the case a create adds to, or a delete removes from (its path without the record):
   * a create waits for an earlier delete of the same list, which may be what makes room for it (a
   * case's one 'Local do Crime' replaced by another, issue 26).
   */
  lista?: { path: string; acao: 'cria' | 'apaga' };
}

function idsIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (UUID.test(value)) into.add(value.toLowerCase());
  } else if (Array.isArray(value)) {
    for (const inner of value) idsIn(inner, into);
  } else if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) idsIn(inner, into);
  }
  return into;
}

export function marcaDe(item: OutboxRequest): Marca {
  const endpoint = (ENDPOINTS as Record<string, Endpoint | undefined>)[item.op];
  // A create's path names only the case too: it keeps its turn unless its list is ordered by the
  // time each item carries (`ordenaPor`, stamped when sent).
  const emOrdem = endpoint?.creates ? !endpoint.ordenaPor : endpoint?.path.split(':').length === 2;
  const lista = endpoint?.creates
    ? { path: endpoint.path, acao: 'cria' as const }
    : endpoint?.method === 'DELETE'
      ? { path: endpoint.path.replace(/\/:[^/]+$/, ''), acao: 'apaga' as const }
      : undefined;
  return {
    emOrdem: emOrdem ? item.op : undefined,
    lista,
    caso: item.casoId?.toLowerCase(),
    ids: idsIn(item.input, new Set()),
    // Tied to no case by the table, or the record its path names is the case itself.
    barreira: endpoint?.caso === undefined || endpoint.path.endsWith(':casoId'),
  };
}

function tocaOCaso(barreira: Marca, outra: Marca): boolean {
  if (barreira.caso === undefined || outra.caso === undefined) return true;
  return barreira.caso === outra.caso || outra.ids.has(barreira.caso);
}

/** Whether `depois`, queued after `antes`, must wait until `antes` has been answered. */
export function dependeDe(depois: Marca, antes: Marca): boolean {
  if (antes.barreira && tocaOCaso(antes, depois)) return true;
  if (depois.barreira && tocaOCaso(depois, antes)) return true;
  if (antes.emOrdem !== undefined && antes.emOrdem === depois.emOrdem && antes.caso === depois.caso)
    return true;
  if (
    antes.lista?.acao === 'apaga' &&
    depois.lista?.acao === 'cria' &&
    antes.lista.path === depois.lista.path &&
    antes.caso === depois.caso
  )
    return true;
  for (const id of depois.ids) {
    if (id !== depois.caso && antes.ids.has(id)) return true;
  }
  return false;
}

/** For each item of a queue in sending order, the positions of the earlier items it waits for. */
export function dependencias(fila: readonly OutboxRequest[]): number[][] {
  const marcas = fila.map(marcaDe);
  return marcas.map((marca, i) =>
    marcas.slice(0, i).flatMap((antes, j) => (dependeDe(marca, antes) ? [j] : [])),
  );
}

/**
 * Whether the files of `item` must wait for `antes` before they are sent: only when it makes the
 * case exist or changes it on the server (a barrier), since an upload joins no list and names no
 * record until its item is sent.
 */
export function arquivosDependemDe(item: Marca, antes: Marca): boolean {
  return dependeDe({ emOrdem: undefined, caso: item.caso, ids: new Set(), barreira: false }, antes);
}

/**
 * What of the queue waits for a create the server refused. A record's create refused (a case the
 * server could not make, a victim already in the case, a value it would not take) leaves nothing on
 * the server for what names the records it was to make: the document of that person, the witness
 * linked to that victim, every item of a case never made. Sent anyway, each came back refused in
 * turn ("não encontrado"), and the user, after sending the create again, had only copies of them.
 * They wait instead, pending, until the create is sent again and accepted, or discarded; what names
 * the records a waiting item makes waits with it.
 */
import { ENDPOINTS } from '../../../shared/api';
import type { Endpoint } from '../../../shared/api/endpoint';
import type { OutboxItem, OutboxRequest } from '../db';
import { marcaDe } from './dependencias';

interface Bloqueio {
  caso: string | undefined;
  ids: ReadonlySet<string>;
}

const criaRegistro = (item: OutboxRequest) =>
  Boolean((ENDPOINTS as Record<string, Endpoint | undefined>)[item.op]?.creates);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The records a create makes: every id its input gives under the name `id` (the record's own, its
 * person's, its address's). The ones it only points at (`vitimaVinculoId`, `pessoa_id`, the device
 * that signed a photo) exist without it and hold nothing back.
 */
function criados(valor: unknown, ids: Set<string>): Set<string> {
  if (Array.isArray(valor)) for (const item of valor) criados(item, ids);
  else if (valor && typeof valor === 'object') {
    for (const [campo, item] of Object.entries(valor)) {
      if (campo === 'id' && typeof item === 'string' && UUID.test(item)) ids.add(item.toLowerCase());
      else criados(item, ids);
    }
  }
  return ids;
}

function bloqueioDe(item: OutboxRequest): Bloqueio {
  // A JSON create's body, or an upload's text fields.
  const { body, fields } = item.input as { body?: unknown; fields?: unknown };
  return {
    caso: marcaDe(item).caso,
    ids: criaRegistro(item) ? criados([body, fields], new Set()) : new Set(),
  };
}

/** Refusals and the items they hold back, gathered in sending order. */
export class Retencao {
  private readonly bloqueios: Bloqueio[] = [];

  /** The server refused this item: when it was a create, what names its records waits. */
  recusado(item: OutboxRequest): void {
    if (criaRegistro(item)) this.bloqueios.push(bloqueioDe(item));
  }

  /** Whether this item waits for a refused create; if so, what names the records it makes waits too. */
  retem(item: OutboxRequest): boolean {
    const marca = marcaDe(item);
    const espera = this.bloqueios.some(
      (bloqueio) => bloqueio.caso === marca.caso && [...marca.ids].some((id) => bloqueio.ids.has(id)),
    );
    if (espera) this.bloqueios.push(bloqueioDe(item));
    return espera;
  }
}

/** A user's queue in sending order, read as a run reads it: the refusals it holds so far. */
function retencaoDe(fila: readonly OutboxItem[], retidos?: Set<string>): Retencao {
  const retencao = new Retencao();
  for (const item of fila) {
    if (item.status !== 'pending') retencao.recusado(item);
    else if (retencao.retem(item)) retidos?.add(item.id);
  }
  return retencao;
}

/** The ids of the pending items of a user's queue (in sending order) held back by a refused create. */
export function retidos(fila: readonly OutboxItem[]): ReadonlySet<string> {
  const ids = new Set<string>();
  retencaoDe(fila, ids);
  return ids;
}

/** Whether a new write names a record of a refused create, or of an item waiting for one. */
export function esperaPorRecusa(request: OutboxRequest, fila: readonly OutboxItem[]): boolean {
  return retencaoDe(fila).retem(request);
}

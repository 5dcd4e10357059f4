/**
 * The delete of a registration that belongs to no case (profile, permission, unit, cargo), as the
 * admin screens do it: what is already gone answers as the first time (the outbox may send it
 * twice), one still in use is refused by the caller's check, and the delete commits with its audit
 * row, which keeps the last values.
 */
import { audit } from '../audit/audit';
import type { Tx } from '../db/client';
import { type AcaoDeExclusao, exigirApagado } from './apagado';
import { requireActor, type ServiceContext } from './context';

export interface ApagarCadastro<Antes> {
  /** The registration as stored, or undefined when it is not there. */
  carregar: (tx: Tx) => Promise<Antes | undefined>;
  naoEncontrado: string;
  /** The audit action of the delete, and how its row names the registration: a repeat is found by both. */
  action: AcaoDeExclusao;
  chave: Record<string, string | number>;
  /** Throws when the registration may not go (in use, protected). */
  conferir?: (tx: Tx, antes: Antes) => Promise<void> | void;
  /** The audit row's message and the values it keeps, read before the delete. */
  rastro: (tx: Tx, antes: Antes) => Promise<Rastro> | Rastro;
  apagar: (tx: Tx) => Promise<unknown>;
}

interface Rastro {
  message: string;
  antes: unknown;
  /**
   * The id the client made, where the registration's own is the server's (a cargo's number): the
   * row names it too, so that a late create under it is refused (recriacao.ts).
   */
  clientId?: string | null;
}

export async function apagarCadastro<Antes>(
  ctx: ServiceContext,
  pedido: ApagarCadastro<Antes>,
): Promise<void> {
  const actor = requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const antes = await pedido.carregar(tx);
    if (!antes) {
      const rastro = { action: pedido.action, casoId: null, context: pedido.chave };
      return exigirApagado(tx, rastro, pedido.naoEncontrado);
    }
    await pedido.conferir?.(tx, antes);
    const { message, antes: valores, clientId } = await pedido.rastro(tx, antes);
    await pedido.apagar(tx);
    await audit(tx, {
      action: pedido.action,
      message,
      userId: actor.id,
      context: { ...pedido.chave, ...(clientId ? { clientId } : {}), antes: valores, depois: null },
    });
  });
}

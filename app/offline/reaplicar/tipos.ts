import type { ComponentType } from 'react';
import type { OutboxItem, OutboxRequest } from '../db';

export interface ReaplicacaoProps {
  item: OutboxItem;
  busy: boolean;
  /**
   * Puts the item back in the queue as these writes, in this order: the first takes the item's
   * place, the others follow it (for example a colleague's record removed by choice, then mine).
   */
  substituir: (escritas: [OutboxRequest, ...OutboxRequest[]]) => void;
  /** Closes the drawer, when the action leads to a screen. */
  fechar: () => void;
}

/** What the item alone does not tell: asked of the server when the card shows. */
export interface ContextoDoItem {
  /**
   * The item's case answers 404 to its author now: deleted, or no longer shared with them. Then
   * nothing of it can be applied again; null while the server is being asked (only items refused
   * as NOT_FOUND are asked about).
   */
  casoApagado: boolean | null;
}

/**
 * One way to apply again a write the server did not take (issue 26): which items it serves, and
 * the buttons (and any dialog) that do it. An item served by one has no plain 'Reenviar'.
 */
export interface Reaplicacao {
  chave: string;
  serve: (item: OutboxItem, contexto: ContextoDoItem) => boolean;
  Acao: ComponentType<ReaplicacaoProps>;
}

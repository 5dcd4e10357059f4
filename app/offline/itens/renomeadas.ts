/**
 * Write operations renamed after a phone could have queued them (issue 28: one word for each
 * thing). An item waiting under an old name is renamed once, when the database is opened, so that
 * it still finds its endpoint and its overlay after the update. Names here are frozen: an old name
 * is never given to another operation.
 */
import type { WriteOperation } from '../../../shared/api';

const RENOMEADAS: Readonly<Record<string, WriteOperation>> = {
  registrarRelatorio: 'createRelatorioAparelho',
};

/** Puts the current operation name on a stored outbox item that still carries an old one. */
export function renomearOperacao(item: { op?: unknown }): void {
  const atual = typeof item.op === 'string' ? RENOMEADAS[item.op] : undefined;
  if (atual) item.op = atual;
}

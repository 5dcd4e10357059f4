/**
 * The history list as the screen shows it: the server's list (or the device's copy of it) with the
 * user's case operations still waiting in the outbox laid over it. Pure, so it is tested without a
 * browser.
 */
import type { CasoResumo } from '../../../shared/schemas/casos';
import type { OutboxRequest } from '../../offline/db';
import type { CasoView } from './caso-view';

export interface LinhaHistorico {
  id: string;
  name: string;
  /** Null while a case created offline waits for the server to number it. */
  identificador: string | null;
  created_at: string;
  criador: { name: string; matricula: string };
  /** Created on this device and not on the server yet (shown with '(Offline)'). */
  offline: boolean;
}

const RENOMEAR = /^\/casos\/([^/]+)\/nome$/;
const APAGAR = /^\/casos\/([^/]+)$/;

function nomeEnviado(body: unknown): string | null {
  const name = (body as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' ? name : null;
}

/** A case create's preview carries the date and creator; the name is the one sent. */
function linhaCriada(item: OutboxRequest, name: string): LinhaHistorico {
  const preview = item.preview as Partial<CasoView> | undefined;
  return {
    id: item.id,
    name,
    identificador: null,
    created_at: preview?.created_at ?? '',
    criador: { name: preview?.user?.name ?? '', matricula: preview?.user?.matricula ?? '' },
    offline: true,
  };
}

/**
 * `pendentes` are the current user's outbox items, oldest first. Cases created offline come first,
 * newest first; a rename shows its new name; a deleted case leaves the list. A create the server
 * already lists (its answer was lost) is shown as the server has it.
 */
export function montarHistorico(
  servidor: readonly CasoResumo[] | null,
  pendentes: readonly OutboxRequest[],
): LinhaHistorico[] {
  const noServidor = new Set((servidor ?? []).map((caso) => caso.id));
  let criados: LinhaHistorico[] = [];
  let linhas: LinhaHistorico[] = (servidor ?? []).map((caso) => ({
    id: caso.id,
    name: caso.name,
    identificador: caso.identificador,
    created_at: caso.created_at,
    criador: caso.user,
    offline: false,
  }));

  for (const item of pendentes) {
    if (item.method === 'POST' && item.url === '/casos') {
      const name = nomeEnviado(item.body);
      if (name !== null && !noServidor.has(item.id)) criados = [linhaCriada(item, name), ...criados];
      continue;
    }
    const renomeado = item.method === 'PUT' ? RENOMEAR.exec(item.url)?.[1] : undefined;
    if (renomeado) {
      const name = nomeEnviado(item.body);
      if (name === null) continue;
      const renomear = (linha: LinhaHistorico) => (linha.id === renomeado ? { ...linha, name } : linha);
      criados = criados.map(renomear);
      linhas = linhas.map(renomear);
      continue;
    }
    const apagado = item.method === 'DELETE' ? APAGAR.exec(item.url)?.[1] : undefined;
    if (apagado) {
      criados = criados.filter((linha) => linha.id !== apagado);
      linhas = linhas.filter((linha) => linha.id !== apagado);
    }
  }
  return [...criados, ...linhas];
}

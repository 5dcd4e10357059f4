/**
 * The history list as the screen shows it: the server's list (or the device's copy of it) with the
 * user's case operations still waiting in the outbox laid over it. Pure, so it is tested without a
 * browser.
 */
import type { SessionUser } from '../../../../shared/schemas/auth';
import type { Caso, CasoResumo } from '../../../../shared/schemas/casos';
import type { OutboxRequest } from '../../../offline/db';
import { foldPending, type Overlay } from '../../../offline/overlay';

export interface HistoricoRow {
  id: string;
  name: string;
  /** Null while a case created offline waits for the server to number it. */
  identificador: string | null;
  created_at: string;
  criador: { name: string; matricula: string };
  /** Created on this device and not on the server yet (shown with '(Offline)'). */
  offline: boolean;
}

/**
 * Cases created offline come first, newest first; a rename shows its new name; a deleted case leaves
 * the list. A create the server already lists (its answer was lost) is shown as the server has it.
 */
export const historicoOverlay: Overlay<HistoricoRow[], { user: SessionUser }> = {
  createCaso: (rows, { body }, meta, { user }) => {
    if (rows.some((row) => row.id === body.id)) return rows;
    const created: HistoricoRow = {
      id: body.id,
      name: body.name,
      identificador: null,
      created_at: new Date(meta.createdAt).toISOString(),
      criador: { name: user.name, matricula: user.matricula },
      offline: true,
    };
    return [created, ...rows];
  },
  renameCaso: (rows, { params, body }) =>
    rows.map((row) => (row.id === params.casoId ? { ...row, name: body.name } : row)),
  deleteCaso: (rows, { params }) => rows.filter((row) => row.id !== params.casoId),
};

const linha = (caso: CasoResumo): HistoricoRow => ({
  id: caso.id,
  name: caso.name,
  identificador: caso.identificador,
  created_at: caso.created_at,
  criador: caso.user,
  offline: false,
});

/**
 * `pending` are the current user's outbox items, oldest first. `conhecidos` are the cases the
 * device holds (created or opened here), given when the server's list could not be read: those
 * the saved list does not have yet join it in date order. A case opened by justified access is
 * not the user's and stays out, as on the server's list.
 */
export function historicoWithPending(
  server: readonly CasoResumo[] | null,
  pending: readonly OutboxRequest[],
  user: SessionUser,
  conhecidos: readonly Caso[] = [],
): HistoricoRow[] {
  const rows = (server ?? []).map(linha);
  const listados = new Set(rows.map((row) => row.id));
  const extras = conhecidos.filter((caso) => caso.acesso !== 'justificado' && !listados.has(caso.id));
  if (extras.length > 0) {
    rows.push(...extras.map(linha));
    rows.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  }
  return foldPending([historicoOverlay], rows, pending, { user });
}

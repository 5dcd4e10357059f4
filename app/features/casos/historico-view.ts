/**
 * The history list as the screen shows it: the server's list (or the device's copy of it) with the
 * user's case operations still waiting in the outbox laid over it. Pure, so it is tested without a
 * browser.
 */
import type { SessionUser } from '../../../shared/schemas/auth';
import type { CasoResumo } from '../../../shared/schemas/casos';
import type { OutboxRequest } from '../../offline/db';
import { foldPending, type Overlay } from '../../offline/overlay';

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

/** `pending` are the current user's outbox items, oldest first. */
export function historicoWithPending(
  server: readonly CasoResumo[] | null,
  pending: readonly OutboxRequest[],
  user: SessionUser,
): HistoricoRow[] {
  const rows = (server ?? []).map((caso) => ({
    id: caso.id,
    name: caso.name,
    identificador: caso.identificador,
    created_at: caso.created_at,
    criador: caso.user,
    offline: false,
  }));
  return foldPending([historicoOverlay], rows, pending, { user });
}

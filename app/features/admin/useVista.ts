import { useCallback } from 'react';
import { queryOf, useHistoryStep } from '../../lib/useHistoryStep';

/** Spec §4 'Admin units and cargos': menu (none), list ('lista'), new ('novo'), edit ('editar'). */
export type Vista = 'menu' | 'lista' | 'novo' | 'editar';

const VISTAS: readonly Vista[] = ['lista', 'novo', 'editar'];

/**
 * Which view of a registry screen is open, kept in the address (`?vista=editar&id=…`) as a step of
 * the history (useHistoryStep): back goes back a view, a reload stays where the administrator was,
 * and a saved form gives its step to the list.
 */
export function useVista() {
  const { params, go } = useHistoryStep();
  const raw = params.get('vista');
  const vista: Vista = VISTAS.includes(raw as Vista) ? (raw as Vista) : 'menu';
  const ir = useCallback(
    (next: Vista, id?: string | number) => {
      const search = new URLSearchParams();
      if (next !== 'menu') search.set('vista', next);
      if (id !== undefined) search.set('id', String(id));
      go(queryOf(search), { replace: vista === 'novo' || vista === 'editar' });
    },
    [go, vista],
  );
  return { vista, id: params.get('id'), ir };
}

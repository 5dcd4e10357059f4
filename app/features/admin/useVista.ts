import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Spec §4 'Admin units and cargos': menu (none), list ('lista'), new ('novo'), edit ('editar'). */
export type Vista = 'menu' | 'lista' | 'novo' | 'editar';

const VISTAS: readonly Vista[] = ['lista', 'novo', 'editar'];

const eFormulario = (vista: Vista) => vista === 'novo' || vista === 'editar';

/**
 * Which view of a registry screen is open, kept in the address (`?vista=editar&id=…`) so that the
 * phone's back button goes back a view and a reload stays where the administrator was. Going to
 * the view the current one was opened from takes that history step back, and a saved form gives
 * its step to the list: back after a save leads where the form was opened from, not to the form.
 */
export function useVista() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const raw = params.get('vista');
  const vista: Vista = VISTAS.includes(raw as Vista) ? (raw as Vista) : 'menu';
  const anterior = (location.state as { anterior?: string } | null)?.anterior;
  const ir = useCallback(
    (next: Vista, id?: string | number) => {
      const search = new URLSearchParams();
      if (next !== 'menu') search.set('vista', next);
      if (id !== undefined) search.set('id', String(id));
      const destino = search.toString() ? `?${search}` : '';
      if (anterior === destino) navigate(-1);
      else if (eFormulario(vista)) navigate({ search: destino }, { replace: true, state: { anterior } });
      else navigate({ search: destino }, { state: { anterior: location.search } });
    },
    [anterior, location.search, navigate, vista],
  );
  return { vista, id: params.get('id'), ir };
}

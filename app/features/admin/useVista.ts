import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Spec §4 'Admin units and cargos': menu (none), list ('lista'), new ('novo'), edit ('editar'). */
export type Vista = 'menu' | 'lista' | 'novo' | 'editar';

const VISTAS: readonly Vista[] = ['lista', 'novo', 'editar'];

/**
 * Which view of a registry screen is open, kept in the address (`?vista=editar&id=…`) so that the
 * phone's back button goes back a view and a reload stays where the administrator was.
 */
export function useVista() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('vista');
  const vista: Vista = VISTAS.includes(raw as Vista) ? (raw as Vista) : 'menu';
  const ir = useCallback(
    (next: Vista, id?: string | number) => {
      const search = new URLSearchParams();
      if (next !== 'menu') search.set('vista', next);
      if (id !== undefined) search.set('id', String(id));
      setParams(search);
    },
    [setParams],
  );
  return { vista, id: params.get('id'), ir };
}

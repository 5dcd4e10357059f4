import { useEffect, useMemo } from 'react';
import type { Cargo, CargoDaLista } from '../../../shared/schemas/equipe';
import { showNotice } from '../../lib/notify';
import { useOfflineQuery } from '../../offline/useOfflineQuery';
import { CARGOS_EMBUTIDOS } from './cargos';

/**
 * The cargos for the team form. When the server cannot be reached and the device has no copy, the
 * built-in list is used and the officer told so (spec §8 'Modo offline', 1.5 s). The server's
 * come with what the reader may do to each; the built-in ones are read-only.
 */
export function useCargos(): (Cargo & Partial<Pick<CargoDaLista, 'policy'>>)[] {
  const read = useOfflineQuery('listCargos', {}, { reference: true });
  const local = !read.data && (read.offline || Boolean(read.error));
  useEffect(() => {
    if (!local) return;
    showNotice(
      { title: 'Modo offline', message: 'Lista de cargos carregada localmente.', color: 'yellow' },
      'cargos-locais',
      1500,
    );
  }, [local]);
  return useMemo(() => read.data?.data ?? [...CARGOS_EMBUTIDOS], [read.data]);
}

import { useMemo } from 'react';
import type { NomesDoItem } from '../itens/item-conteudo';
import { useOfflineQuery } from '../useOfflineQuery';

/** The reference lists already on the device that name an item's codes; never asked of the server here. */
export function useNomesDoItem(): NomesDoItem {
  const municipios = useOfflineQuery('listMunicipios', {}, { reference: true, enabled: false });
  return useMemo(() => {
    const porId = new Map(municipios.data?.data.map((m) => [m.id, m]));
    return { municipio: (id) => porId.get(id) };
  }, [municipios.data]);
}

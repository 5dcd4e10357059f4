import { useMemo } from 'react';
import { useOfflineQuery } from '../useOfflineQuery';

/**
 * The reference lists already on the device that name a record's codes (a city, a referral
 * place, a position); never asked of the server here: they are read as the session begins.
 */
export function useNomesDoItem() {
  const municipios = useOfflineQuery('listMunicipios', {}, { reference: true, enabled: false });
  const encaminhamentos = useOfflineQuery('listEncaminhamentos', {}, { reference: true, enabled: false });
  const cargos = useOfflineQuery('listCargos', {}, { reference: true, enabled: false });
  return useMemo(() => {
    const municipioPorId = new Map(municipios.data?.data.map((m) => [m.id, m]));
    const encaminhamentoPorCodigo = new Map(encaminhamentos.data?.data.map((e) => [e.codigo, e]));
    const cargoPorId = new Map(cargos.data?.data.map((c) => [c.id, c]));
    return {
      municipio: (id: number) => municipioPorId.get(id),
      encaminhamento: (codigo: string) => encaminhamentoPorCodigo.get(codigo),
      cargo: (id: number) => cargoPorId.get(id),
    };
  }, [municipios.data, encaminhamentos.data, cargos.data]);
}

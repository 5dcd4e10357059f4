import { useQuery } from '@tanstack/react-query';
import {
  type Encaminhamento,
  encaminhamentoList,
  type Municipio,
  municipioList,
} from '../../../shared/schemas/referencia';
import { api } from '../../lib/api';
import { cachedRead } from '../../offline/read-cache';

/** Reference lists change a few times a year; the device's copy serves the forms offline. */
const REFERENCIA_STALE_MS = 24 * 60 * 60 * 1000;

/** All 5,571 municipalities, read once and kept on the device for the offline city autocomplete. */
export function useMunicipios() {
  return useQuery({
    queryKey: ['ref', 'municipios'],
    queryFn: async (): Promise<Municipio[]> => {
      const read = await cachedRead('ref:municipios', async () =>
        municipioList.parse(await api.get<unknown>('/municipios')),
      );
      return read.value.data;
    },
    staleTime: REFERENCIA_STALE_MS,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** Referral places of a surviving victim ('Vítima Encaminhada para'). */
export function useEncaminhamentos() {
  return useQuery({
    queryKey: ['ref', 'encaminhamentos'],
    queryFn: async (): Promise<Encaminhamento[]> => {
      const read = await cachedRead('ref:encaminhamentos', async () =>
        encaminhamentoList.parse(await api.get<unknown>('/encaminhamentos')),
      );
      return read.value.data;
    },
    staleTime: REFERENCIA_STALE_MS,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

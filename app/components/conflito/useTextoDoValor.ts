import { useCallback } from 'react';
import { cidadeLabel } from '../../../shared/schemas/referencia';
import { useOfflineQuery } from '../../offline/useOfflineQuery';
import { valorTexto } from './campo-texto';

/**
 * How a conflicting value reads to an officer: a city by its name, from the list already on the
 * device (not fetched here), not by its number; anything else as `valorTexto` says.
 */
export function useTextoDoValor(): (campo: string, valor: unknown) => string {
  const municipios = useOfflineQuery('listMunicipios', {}, { reference: true, enabled: false }).data?.data;
  return useCallback(
    (campo, valor) => {
      const municipio =
        campo.split('.').at(-1) === 'cidade_id' ? municipios?.find((m) => m.id === valor) : undefined;
      return municipio ? cidadeLabel(municipio) : valorTexto(valor);
    },
    [municipios],
  );
}

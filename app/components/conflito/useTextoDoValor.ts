import { useCallback } from 'react';
import { formatCpf } from '../../../shared/formatos/cpf';
import { cidadeLabel } from '../../../shared/schemas/referencia';
import { useOfflineQuery } from '../../offline/useOfflineQuery';
import { valorTexto } from './campo-texto';

/**
 * How a conflicting value reads to an officer: a city by its name, from the list already on the
 * device (not fetched here), not by its number; a CPF with its punctuation; anything else as
 * `valorTexto` says.
 */
export function useTextoDoValor(): (campo: string, valor: unknown) => string {
  const municipios = useOfflineQuery('listMunicipios', {}, { reference: true, enabled: false }).data?.data;
  return useCallback(
    (campo, valor) => {
      const nome = campo.split('.').at(-1);
      const municipio = nome === 'cidade_id' ? municipios?.find((m) => m.id === valor) : undefined;
      if (municipio) return cidadeLabel(municipio);
      return nome === 'cpf' && typeof valor === 'string' ? formatCpf(valor) : valorTexto(valor);
    },
    [municipios],
  );
}

import { useCallback } from 'react';
import { useNomesDoItem } from '../../offline/tela/useNomesDoItem';
import { valorNomeado } from './campo-texto';

/**
 * How a conflicting value reads to an officer: a code by the name its form lists (a city, a
 * typification, a referral place, a position), from the lists already on the device (not fetched
 * here); a CPF with its punctuation; anything else as `valorTexto` says.
 */
export function useTextoDoValor(): (campo: string, valor: unknown) => string {
  const nomes = useNomesDoItem();
  return useCallback((campo, valor) => valorNomeado(campo, valor, nomes), [nomes]);
}

/**
 * The choices a user is given — position, unit, profile — for the new-user form and the 'Ver
 * usuário' modal. Positions fall back to the built-in list (spec §8 'Modo offline'); units are
 * reference data kept on the device; profiles come from the server, read when the screen opens:
 * only those this administrator may give (the server leaves out any holding a right they lack).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCargos } from '../../components/cargos/useCargos';
import { call } from '../../lib/api';
import { useOfflineQuery } from '../../offline/useOfflineQuery';

export interface Opcao {
  value: string;
  label: string;
}

export interface OpcoesUsuario {
  cargos: Opcao[];
  unidades: Opcao[];
  perfis: Opcao[];
  carregando: boolean;
}

export function useOpcoesUsuario(): OpcoesUsuario {
  const cargos = useCargos();
  const unidades = useOfflineQuery('listUnidades', {}, { reference: true });
  const perfis = useQuery({
    queryKey: ['listPapeisUsuario'],
    queryFn: ({ signal }) => call('listPapeisUsuario', {}, { signal }),
    staleTime: 60_000,
  });
  return useMemo(
    () => ({
      cargos: cargos.map((c) => ({ value: String(c.id), label: c.nome })),
      unidades: (unidades.data?.data ?? [])
        .map((u) => ({ value: u.id, label: u.nome }))
        .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR')),
      perfis: (perfis.data?.data ?? []).map((p) => ({ value: p.id, label: p.name })),
      carregando: perfis.isLoading || unidades.loading,
    }),
    [cargos, unidades.data, unidades.loading, perfis.data, perfis.isLoading],
  );
}

import { useNetwork } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { queryKeyOf } from '../../offline/useOfflineQuery';

/** Often enough that an officer learns of a colleague's change within seconds (issue 26). */
export const REVISAO_INTERVALO_MS = 5_000;

/**
 * While a case's screen is open, visible and online, asks the server for the case's revision (a
 * number, cheap to read) every few seconds; when it differs from the revision of the case as read,
 * the case is read again, so lists refresh themselves and an open form learns its record changed.
 */
export function useRevisaoCaso(casoId: string | null | undefined, lida: number | undefined): void {
  const { online } = useNetwork();
  const enabled = Boolean(casoId) && online && lida !== undefined;
  const revisao = useQuery({
    queryKey: ['getRevisaoCaso', casoId],
    queryFn: ({ signal }) => call('getRevisaoCaso', { params: { casoId: casoId ?? '' } }, { signal }),
    enabled,
    refetchInterval: REVISAO_INTERVALO_MS,
    // A hidden tab or a locked phone does not ask: it asks again when shown.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
    meta: { reference: true },
  });
  const atual = revisao.data?.revisao;
  useEffect(() => {
    if (!casoId || atual === undefined || lida === undefined || atual <= lida) return;
    void queryClient.invalidateQueries({ queryKey: queryKeyOf('getCaso', { params: { casoId } }) });
  }, [casoId, atual, lida]);
}

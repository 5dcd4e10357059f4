import { useNetwork } from '@mantine/hooks';
import { useEffect, useSyncExternalStore } from 'react';
import { navegadorVoltou, subscribeConexao, ultimaFalhou } from './conexao';

/**
 * Whether the app is without a link now: the browser says so, or the last request got no answer
 * (a link that died with the bars still up, which the browser never reports). A request answered
 * clears it at once (issue 40), and so does the browser's 'online' event.
 */
export function useSemConexao(): { semConexao: boolean; navegadorOffline: boolean } {
  const { online } = useNetwork();
  const falhou = useSyncExternalStore(subscribeConexao, ultimaFalhou);
  useEffect(() => {
    window.addEventListener('online', navegadorVoltou);
    return () => window.removeEventListener('online', navegadorVoltou);
  }, []);
  return { semConexao: !online || falhou, navegadorOffline: !online };
}

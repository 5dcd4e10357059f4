/**
 * The device's position as the scene needs it (spec §4 'Location', §9 'Geolocation'): high
 * accuracy, never a cached position, readings tracked until one is within 50 m; after 30 s the
 * tracking gives up and hands back the best reading it had, for the officer to accept knowingly or
 * to enter the place by hand.
 */
import { GEO } from '../../../shared/geo';

export interface Leitura {
  latitude: number;
  longitude: number;
  /** Metres, as the device reports it. */
  precisao_m: number;
  /** When the device fixed it, ISO (UTC). */
  obtida_em: string;
}

export type FalhaGeo = 'negada' | 'indisponivel' | 'tempo' | 'desconhecida' | 'sem-api';

/** Spec §8 'Location and camera', the variant titled 'Erro ao obter localização'. */
export const TITULO_ERRO_GEO = 'Erro ao obter localização';
export const MENSAGENS_GEO: Record<FalhaGeo, string> = {
  negada: 'Permissão para geolocalização negada pelo usuário.',
  indisponivel: 'Informações de localização não estão disponíveis.',
  tempo: 'Tempo limite excedido ao tentar obter a localização. Tente atualizar a página.',
  desconhecida: 'Erro desconhecido ao obter localização.',
  'sem-api': 'Geolocalização não disponível.',
};

export class ErroGeo extends Error {
  constructor(
    readonly falha: FalhaGeo,
    /** The best reading seen before giving up, when there was one. */
    readonly melhor: Leitura | null = null,
  ) {
    super(MENSAGENS_GEO[falha]);
  }
}

function leituraDe(position: GeolocationPosition): Leitura {
  return {
    latitude: position.coords.latitude,
    longitude: position.coords.longitude,
    precisao_m: Math.round(position.coords.accuracy * 10) / 10,
    obtida_em: new Date(position.timestamp).toISOString(),
  };
}

function falhaDe(error: GeolocationPositionError): FalhaGeo {
  if (error.code === error.PERMISSION_DENIED) return 'negada';
  if (error.code === error.POSITION_UNAVAILABLE) return 'indisponivel';
  if (error.code === error.TIMEOUT) return 'tempo';
  return 'desconhecida';
}

export interface OpcoesPosicao {
  /** Gives up after this long (30 s for the scene; spec §9). */
  desistirMs?: number;
  /** Each reading as it comes, for the overlay to show how close it is. */
  onLeitura?: (leitura: Leitura) => void;
  signal?: AbortSignal;
}

/**
 * The first reading within 50 m. Rejects with an ErroGeo: the device's own error at once, or
 * 'tempo' after `desistirMs` carrying the best reading seen.
 */
export function getPosicao(opcoes: OpcoesPosicao = {}): Promise<Leitura> {
  const { desistirMs = GEO.desistirMs, onLeitura, signal } = opcoes;
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new ErroGeo('sem-api'));
      return;
    }
    let melhor: Leitura | null = null;
    const terminar = (fim: () => void) => {
      navigator.geolocation.clearWatch(watch);
      clearTimeout(timer);
      signal?.removeEventListener('abort', abortar);
      fim();
    };
    const abortar = () => terminar(() => reject(new DOMException('Cancelado', 'AbortError')));
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const leitura = leituraDe(position);
        onLeitura?.(leitura);
        if (!melhor || leitura.precisao_m < melhor.precisao_m) melhor = leitura;
        if (leitura.precisao_m <= GEO.precisaoAceitaM) terminar(() => resolve(leitura));
      },
      (error) => {
        // A reading that timed out while others keep coming is not the end: the 30 s decide.
        if (error.code === error.TIMEOUT && melhor) return;
        terminar(() => reject(new ErroGeo(falhaDe(error), melhor)));
      },
      { enableHighAccuracy: true, maximumAge: 0, timeout: desistirMs },
    );
    const timer = setTimeout(() => terminar(() => reject(new ErroGeo('tempo', melhor))), desistirMs);
    signal?.addEventListener('abort', abortar);
  });
}

/** Whether the browser will ask: then the app explains first ('Permissões Necessárias'). */
export async function permissaoGeo(): Promise<PermissionState | 'desconhecida'> {
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'desconhecida';
  }
}

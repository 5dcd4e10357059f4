/**
 * Reverse geocoding (a position to a street address) through a Nominatim-compatible service, kept
 * inside its usage policy: one request at a time, at most one per interval (for the process, or
 * with `vez` for every node on the database), an identifying User-Agent, and repeated lookups
 * answered from a cache.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';

export interface EnderecoGeocodificado {
  rua: string | null;
  numero: string | null;
  bairro: string | null;
  cidade: string | null;
  /** The two-letter UF. */
  estado: string | null;
  /** Eight digits, no punctuation. */
  cep: string | null;
}

/** The service failed, timed out or answered something other than an address or 'nothing here'. */
export class GeocoderError extends Error {
  override readonly name = 'GeocoderError';
}

export interface Geocoder {
  /** Null when the service found no address at the position. */
  reverse(latitude: number, longitude: number): Promise<EnderecoGeocodificado | null>;
}

/**
 * Whose turn it is to call the service: `aguardar` resolves when this caller may send its request,
 * `liberar` is called once it is answered (the interval counts from then).
 */
export interface Vez {
  aguardar(): Promise<void>;
  liberar(): Promise<void>;
}

/** The turn within this process: the next request waits `minIntervalMs` after the last answer. */
export function vezLocal(minIntervalMs: number): Vez {
  let nextAllowedAt = 0;
  return {
    async aguardar() {
      // A timer may fire a little before the wall clock agrees: wait until it does.
      for (let wait = nextAllowedAt - Date.now(); wait > 0; wait = nextAllowedAt - Date.now()) {
        await sleep(wait);
      }
    },
    async liberar() {
      nextAllowedAt = Date.now() + minIntervalMs;
    },
  };
}

export interface GeocoderOptions {
  url: string;
  userAgent: string;
  minIntervalMs?: number;
  /** The turn shared by several nodes; without it, vezLocal(minIntervalMs). */
  vez?: Vez;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const CACHE_SIZE = 1000;

const UF_POR_ESTADO: Record<string, string> = {
  acre: 'AC',
  alagoas: 'AL',
  amapa: 'AP',
  amazonas: 'AM',
  bahia: 'BA',
  ceara: 'CE',
  'distrito federal': 'DF',
  'espirito santo': 'ES',
  goias: 'GO',
  maranhao: 'MA',
  'mato grosso': 'MT',
  'mato grosso do sul': 'MS',
  'minas gerais': 'MG',
  para: 'PA',
  paraiba: 'PB',
  parana: 'PR',
  pernambuco: 'PE',
  piaui: 'PI',
  'rio de janeiro': 'RJ',
  'rio grande do norte': 'RN',
  'rio grande do sul': 'RS',
  rondonia: 'RO',
  roraima: 'RR',
  'santa catarina': 'SC',
  'sao paulo': 'SP',
  sergipe: 'SE',
  tocantins: 'TO',
};

type Address = Record<string, unknown>;

function texto(address: Address, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = address[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

function semAcento(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

function ufDe(address: Address): string | null {
  const iso = texto(address, 'ISO3166-2-lvl4')?.match(/^BR-([A-Z]{2})$/);
  if (iso?.[1]) return iso[1];
  const nome = texto(address, 'state');
  return nome === null ? null : (UF_POR_ESTADO[semAcento(nome)] ?? null);
}

function cepDe(address: Address): string | null {
  const digits = texto(address, 'postcode')?.replace(/\D/g, '');
  return digits?.length === 8 ? digits : null;
}

function enderecoDe(address: Address): EnderecoGeocodificado {
  return {
    rua: texto(address, 'road', 'pedestrian', 'footway', 'residential', 'path'),
    numero: texto(address, 'house_number'),
    bairro: texto(address, 'suburb', 'neighbourhood', 'quarter', 'city_district'),
    cidade: texto(address, 'city', 'town', 'village', 'municipality'),
    estado: ufDe(address),
    cep: cepDe(address),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Lookups a node keeps in line. At one a second (the service's policy, shared by the cluster's
 * nodes) the last waits this many seconds times the nodes asking; past it the officer is told at
 * once and types the address.
 */
export const FILA_MAX = 20;

export function createGeocoder(options: GeocoderOptions): Geocoder {
  const vez = options.vez ?? vezLocal(options.minIntervalMs ?? 1000);
  const timeoutMs = options.timeoutMs ?? 8000;
  const doFetch = options.fetch ?? fetch;
  // Boxed: a point with no address is an answer to keep too, and the cache holds no null.
  const cache = new LRUCache<string, { endereco: EnderecoGeocodificado | null }>({ max: CACHE_SIZE });
  let queue: Promise<unknown> = Promise.resolve();
  // The lookups in line, by position: a position asked again while in line shares its turn.
  const naFila = new Map<string, Promise<EnderecoGeocodificado | null>>();

  function cached(key: string): EnderecoGeocodificado | null | undefined {
    return cache.get(key)?.endereco;
  }

  function remember(key: string, value: EnderecoGeocodificado | null): void {
    cache.set(key, { endereco: value });
  }

  async function request(lat: string, lon: string): Promise<EnderecoGeocodificado | null> {
    const url = new URL(options.url);
    const params = {
      format: 'jsonv2',
      lat,
      lon,
      zoom: '18',
      addressdetails: '1',
      'accept-language': 'pt-BR',
    };
    // Set one by one so a query the configured URL already carries (a key, say) stays.
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    let body: unknown;
    try {
      const response = await doFetch(url, {
        headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status !== 200) {
        await response.body?.cancel();
        throw new GeocoderError(`O geocodificador respondeu ${response.status}`);
      }
      body = await response.json();
    } catch (error) {
      if (error instanceof GeocoderError) throw error;
      throw new GeocoderError('O geocodificador falhou', { cause: error });
    }
    if (!isObject(body)) throw new GeocoderError('Resposta do geocodificador fora do formato');
    // Nominatim says 'nothing here' with a 200 and this error; any other error is a failure.
    if (body.error === 'Unable to geocode') return null;
    if (body.error !== undefined) throw new GeocoderError('O geocodificador recusou a consulta');
    return isObject(body.address) ? enderecoDe(body.address) : null;
  }

  return {
    async reverse(latitude, longitude) {
      // Written so that NaN and the infinities fail too.
      if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) throw new RangeError('Posição inválida');
      // Five decimals is about a metre: closer positions share the answer (and the request).
      const lat = latitude.toFixed(5);
      const lon = longitude.toFixed(5);
      const key = `${lat},${lon}`;
      const hit = cached(key);
      if (hit !== undefined) return hit;

      const esperando = naFila.get(key);
      if (esperando) return esperando;
      // One lookup a second for the cluster: a longer line is an answer later than anyone waits
      // for, and one user's thousand positions would keep everyone else's lookups behind them.
      if (naFila.size >= FILA_MAX) throw new GeocoderError('Fila do geocodificador cheia');
      const turn = queue.then(async () => {
        // The same position may have been answered while this lookup waited in line.
        const answered = cached(key);
        if (answered !== undefined) return answered;
        await vez.aguardar();
        let endereco: EnderecoGeocodificado | null;
        try {
          endereco = await request(lat, lon);
        } finally {
          // Counted from the end, not the start: the service counts arrivals, and a request slowed
          // by opening its connection would otherwise arrive less than the interval before the next.
          await vez.liberar();
        }
        remember(key, endereco);
        return endereco;
      });
      naFila.set(key, turn);
      const sai = () => naFila.delete(key);
      turn.then(sai, sai);
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}

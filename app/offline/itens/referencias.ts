/**
 * What a phone needs to record a case without signal, read as soon as a session begins rather
 * than when a form first asks: the reference lists every form chooses from, and the user's own
 * list of cases. A phone that loses its signal right after its first login still offers every
 * city, referral place and position, and lists its cases. (The user, the permissions and the
 * server's rules come with the session itself; crimes and calibres are built into the app.)
 * Loaded with the app shell, never with the login screen.
 */
import { ENDPOINTS, type OperationInput } from '../../../shared/api';
import { canAccess } from '../../../shared/routes';
import { queryClient } from '../../lib/query-client';
import { storedRead } from '../read-cache';
import {
  type OfflineQueryOptions,
  offlineQueryOptions,
  queryKeyOf,
  REFERENCE_STALE_MS,
  type ReadOperation,
} from '../useOfflineQuery';

interface Leitura {
  op: ReadOperation;
  options: OfflineQueryOptions;
}

/** Each read as its screens ask it, so the answer lands in the entry they read. */
export const LEITURAS_DO_APARELHO: readonly Leitura[] = [
  { op: 'listMunicipios', options: { reference: true } },
  { op: 'listEncaminhamentos', options: { reference: true } },
  { op: 'listCargos', options: { reference: true } },
  { op: 'listUnidades', options: { reference: true } },
  { op: 'listHistorico', options: {} },
];

/**
 * A list the device read less than a day ago is taken from the device (no download at every app
 * start); an older one, or none, is read from the server, and the device's copy stays in use if
 * the network fails.
 */
async function garantir({ op, options }: Leitura): Promise<void> {
  const input = {} as OperationInput<typeof op>;
  const key = queryKeyOf(op, input);
  if (options.reference && queryClient.getQueryData(key) === undefined) {
    const guardada = await storedRead(JSON.stringify(key));
    if (guardada && Date.now() - guardada.savedAt < REFERENCE_STALE_MS) {
      queryClient.setQueryData(
        key,
        { ...guardada, fromCache: false, askedAt: 0 },
        { updatedAt: guardada.savedAt },
      );
      return;
    }
  }
  // Stale-aware: a list already fresh in memory is not read again.
  await queryClient.prefetchQuery(offlineQueryOptions(op, input, options));
}

let ouvindo = false;

/**
 * Call when a session begins (the app shell mounts after login or on app start with a session).
 * Fills the device's copies now, and again whenever the signal returns, so they are kept current.
 * Never rejects: a read that fails leaves the device's copy (or none) as it was.
 */
export function prefetchReferencias(permissions: readonly string[]): Promise<void> {
  permissoes = new Set(permissions);
  if (!ouvindo) {
    ouvindo = true;
    window.addEventListener('online', () => void lerTudo());
  }
  return lerTudo();
}

/** The session's permissions: a read the server would refuse is not asked. */
let permissoes: ReadonlySet<string> = new Set();

async function lerTudo(): Promise<void> {
  const permitidas = LEITURAS_DO_APARELHO.filter(({ op }) => canAccess(ENDPOINTS[op].access, permissoes));
  const resultados = await Promise.allSettled(permitidas.map(garantir));
  for (const resultado of resultados) {
    if (resultado.status === 'rejected') console.warn('Leitura antecipada falhou', resultado.reason);
  }
}

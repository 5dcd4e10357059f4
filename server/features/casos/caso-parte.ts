/**
 * What a case feature gives the case on the server — its fields of the read model, its tiles'
 * counts, its operations' handlers — declared once in its own folder (`server/features/<área>/caso-parte.ts`). The parts are listed
 * in `server/features/registro.ts` and registered at startup, so that the case reads them all
 * without importing any feature (the features import the case).
 */
import type { SQL } from 'drizzle-orm';
import type { Caso, CasoAcesso, CasoPolicy, CasoTile } from '../../../shared/schemas/casos';
import type { CasoRow } from '../../auth/caso-access';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../kit/context';

/** The case being read, by whom and with what they may do with it. */
export interface LeituraDoCaso {
  ctx: ServiceContext;
  db: DbOrTx;
  caso: CasoRow;
  acesso: CasoAcesso;
  policy: CasoPolicy;
}

export type Contagens = Partial<Record<CasoTile, number>>;

export interface ParteDoCasoNoServidor {
  /**
   * Its tiles' counts as scalar subqueries of the one query on the case row (`casos.id` names
   * the case), so that a case costs the same number of queries whatever the number of tiles.
   */
  contagensNoCabecalho?: () => Partial<Record<CasoTile, SQL<number>>>;
  /** Its fields of the case. */
  carregar?: (leitura: LeituraDoCaso) => Promise<Partial<Caso>>;
  /** Its tiles' counts drawn from the case as loaded (every part's fields). */
  contar?: (caso: Omit<Caso, 'contagens'>) => Contagens;
  /** Its tiles' counts drawn from the other tiles' counts. */
  resumir?: (contagens: Contagens) => Contagens;
  /**
   * Its operations' handlers, from what the server builds at startup (the registry passes it all,
   * each part takes what it needs).
   */
  handlers: (dependencias: never) => object;
}

let registradas: readonly ParteDoCasoNoServidor[] = [];

/** Called once at startup (server/app.ts) with the registry's parts. */
export function registrarPartesDoCaso(partes: readonly ParteDoCasoNoServidor[]): void {
  registradas = partes;
}

export function partesDoCaso(): readonly ParteDoCasoNoServidor[] {
  if (registradas.length === 0) throw new Error('as partes do caso não foram registradas (server/app.ts)');
  return registradas;
}

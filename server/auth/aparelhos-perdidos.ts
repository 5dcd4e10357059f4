/**
 * Whether a device is marked lost (issue 43), as every request of the app asks by its header: kept
 * in this node's memory by the device's id while the database's notices reach it, forgotten when
 * the device is marked or released ('a:<id>' on rip_sessoes, migration 0045). An id the database
 * does not know is kept as not lost: registering a device notifies nobody and cannot make it lost.
 */
import { eq } from 'drizzle-orm';
import { uuid } from '../../shared/schemas/common';
import type { Avisos } from '../cluster/avisos';
import { type CacheAvisado, cacheAvisado } from '../cluster/cache-avisado';
import type { Db } from '../db/client';
import { aparelhos } from '../db/schema';

export interface EstadoDoAparelho {
  id: string;
  perdido: boolean;
  /** Told already: set here once the first refusal was recorded, so it is recorded once. */
  avisado: boolean;
}

/** Beyond this many, the device asked about longest ago is dropped here. */
const MAX_APARELHOS = 10_000;

export type AparelhosPerdidos = CacheAvisado<EstadoDoAparelho>;

export function aparelhosPerdidos(avisos: Avisos): AparelhosPerdidos {
  return cacheAvisado<EstadoDoAparelho>(avisos, 'rip_sessoes', {
    max: MAX_APARELHOS,
    alvo: (payload) => {
      if (!payload.startsWith('a:')) return () => false;
      const id = payload.slice(2);
      return (estado) => estado.id === id;
    },
  });
}

/** The device a request names by its header, and whether it is lost; null without a valid id. */
export async function estadoDoAparelho(
  db: Db,
  kept: AparelhosPerdidos,
  header: string | string[] | undefined,
): Promise<EstadoDoAparelho | null> {
  const lido = uuid.safeParse(header);
  if (!lido.success) return null;
  const id = lido.data;
  return kept.obter(id, async () => {
    const [row] = await db
      .select({ revogadoEm: aparelhos.revogadoEm, avisadoEm: aparelhos.avisadoEm })
      .from(aparelhos)
      .where(eq(aparelhos.id, id));
    return { id, perdido: Boolean(row?.revogadoEm), avisado: Boolean(row?.avisadoEm) };
  });
}

/**
 * Makes the map image of each saved spot (Local do Crime, cameras): a PNG the screens show and the
 * report prints. It runs after the save commits and again every few minutes for spots still
 * without one, so a save never waits for a tile server, and one that did not answer then (offline
 * at the scene, an outage) gets its map later. The image is composed on the server from tiles
 * (server/geo/static-map.ts), the same for every device.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, isNotNull, isNull, TransactionRollbackError } from 'drizzle-orm';
import { audit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { cameras, locais, mediaObjects } from '../../db/schema';
import { type StaticMap, TilesUnavailableError } from '../../geo/static-map';
import type { MediaStore } from '../../storage/media-store';

/** Spots handled per round; the rest wait for the next one. */
const POR_RODADA = 20;

type Tabela = typeof locais | typeof cameras;

interface Pendente {
  tabela: Tabela;
  id: string;
  casoId: string;
  latitude: number;
  longitude: number;
  createdBy: string;
}

const colunaMapa = (tabela: Tabela) => (tabela === locais ? locais.mapaMediaId : cameras.imagemMediaId);

async function pendentes(db: Db, tabela: Tabela): Promise<Pendente[]> {
  const rows = await db
    .select({
      id: tabela.id,
      casoId: tabela.casoId,
      latitude: tabela.latitude,
      longitude: tabela.longitude,
      createdBy: tabela.createdBy,
    })
    .from(tabela)
    .where(and(isNull(colunaMapa(tabela)), isNotNull(tabela.latitude)))
    .orderBy(tabela.createdAt)
    .limit(POR_RODADA);
  return rows.map((row) => ({ ...row, tabela, latitude: row.latitude ?? 0, longitude: row.longitude ?? 0 }));
}

/** One spot's image, stored and tied to it; false when the spot changed or went meanwhile. */
async function fazerMapa(db: Db, store: MediaStore, mapa: StaticMap, spot: Pendente): Promise<boolean> {
  const png = await mapa.render(spot.latitude, spot.longitude);
  const staged = await store.stage(Readable.from([png]));
  const mediaId = randomUUID();
  const ligado = await db
    .transaction(async (tx) => {
      const coluna = colunaMapa(spot.tabela);
      // The spot first, then the case: a delete of the spot locks it and then the case's revision
      // (a trigger), and inserting the image before locking the spot took them in the other order
      // and deadlocked with it.
      const [livre] = await tx
        .select({ id: spot.tabela.id })
        .from(spot.tabela)
        .where(and(eq(spot.tabela.id, spot.id), isNull(coluna)))
        .for('update');
      if (!livre) tx.rollback();
      await tx.insert(mediaObjects).values({
        id: mediaId,
        casoId: spot.casoId,
        sha256: staged.sha256,
        sizeBytes: staged.size,
        contentType: 'image/png',
        originalName: 'mapa.png',
        storageKey: mediaId,
        kind: 'map',
        width: 640,
        height: 360,
        createdBy: spot.createdBy,
      });
      await tx
        .update(spot.tabela)
        .set({ [spot.tabela === locais ? 'mapaMediaId' : 'imagemMediaId']: mediaId })
        .where(eq(spot.tabela.id, spot.id));
      await audit(tx, {
        action: 'mapa.created',
        message: 'Imagem do mapa gerada pelo servidor',
        casoId: spot.casoId,
        context: {
          mediaId,
          spotId: spot.id,
          sha256: staged.sha256,
          latitude: spot.latitude,
          longitude: spot.longitude,
        },
      });
      return true;
    })
    .catch(async (error: unknown) => {
      await store.discard(staged);
      if (error instanceof TransactionRollbackError) return false;
      throw error;
    });
  if (ligado) await store.commit(staged, mediaId);
  return ligado;
}

/** Every spot still without a map, until the tiles stop answering. Answers how many were made. */
export async function fazerMapasPendentes(db: Db, store: MediaStore, mapa: StaticMap): Promise<number> {
  let feitos = 0;
  for (const tabela of [locais, cameras] as const) {
    for (const spot of await pendentes(db, tabela)) {
      try {
        if (await fazerMapa(db, store, mapa, spot)) feitos += 1;
      } catch (error) {
        if (error instanceof TilesUnavailableError) return feitos;
        throw error;
      }
    }
  }
  return feitos;
}

export interface Mapas {
  /** A spot was saved: make its map soon. */
  pedir(): void;
  /** Waits for the round under way; no new one starts. */
  parar(): Promise<void>;
}

export function iniciarMapas(
  db: Db,
  store: MediaStore,
  mapa: StaticMap,
  options: { everyMs: number; onError: (error: unknown) => void },
): Mapas {
  let parado = false;
  let rodada: Promise<unknown> = Promise.resolve();
  let pedido = false;
  const rodar = () => {
    if (parado || pedido) return;
    pedido = true;
    rodada = rodada.then(async () => {
      pedido = false;
      if (!parado) await fazerMapasPendentes(db, store, mapa).catch(options.onError);
    });
  };
  const timer = options.everyMs > 0 ? setInterval(rodar, options.everyMs) : null;
  timer?.unref();
  return {
    pedir: rodar,
    parar: async () => {
      parado = true;
      if (timer) clearInterval(timer);
      await rodada;
    },
  };
}

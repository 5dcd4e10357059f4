/**
 * The map the server makes for a saved spot runs beside the officers' writes to the same spot:
 * a delete arriving while the map is being tied to the spot neither deadlocks nor leaves the map.
 */

import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { cameras, mediaObjects } from '../../db/schema';
import { createStaticMap } from '../../geo/static-map';
import { createMediaStore } from '../../storage/media-store';
import { LOCAL_JOAO_PESSOA } from '../../test/fixtures';
import { setupTestServerComGeo } from '../../test/geo-servidor';
import { pessoasApi } from '../../test/pessoas-fixtures';
import { fazerMapasPendentes } from './mapa.service';

const { server, geo } = setupTestServerComGeo();
const api = pessoasApi(server);
const cacheDir = mkdtempSync(path.join(tmpdir(), 'rip-tiles-'));

const postCamera = (cookie: string, casoId: string, payload: object) =>
  server.api({ method: 'POST', url: `/casos/${casoId}/cameras`, cookie, payload });

/** Until some query of this database waits on a row another transaction holds. */
const alguemEsperaUmBloqueio = () =>
  vi.waitUntil(
    async () => {
      const { rows } = await server.db.execute<{ esperando: number }>(
        sql`SELECT count(*)::int AS esperando FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      return (rows[0]?.esperando ?? 0) > 0;
    },
    { timeout: 10_000, interval: 20 },
  );

describe('the map of a camera deleted meanwhile', () => {
  it('deletes a camera while the server makes its map, without a deadlock and without leaving the map', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const longe = { ...LOCAL_JOAO_PESSOA, latitude: -7.01, longitude: -35.2, id: randomUUID() };
    geo.standin.setTiles(503);
    const antes = geo.standin.requests.length;
    try {
      expect((await postCamera(cookie, caso.id, longe)).statusCode).toBe(201);
      await vi.waitUntil(() => geo.standin.requests.slice(antes).some((r) => r.path.startsWith('/tiles/')), {
        timeout: 10_000,
        interval: 20,
      });
    } finally {
      geo.standin.setTiles(200);
    }
    const mapa = createStaticMap({ tileUrl: server.env.TILE_URL, userAgent: 'rip-app teste', cacheDir });
    const store = createMediaStore(server.env);
    // The delete takes the camera's row first and then the case's revision (a trigger): the map,
    // made meanwhile, must wait for the camera before it takes the revision, or the two deadlock.
    let rodada: Promise<number> | undefined;
    await server.db.transaction(async (tx) => {
      await tx.select().from(cameras).where(eq(cameras.id, longe.id)).for('update');
      rodada = fazerMapasPendentes(server.db, store, mapa);
      await alguemEsperaUmBloqueio();
      await tx.delete(cameras).where(eq(cameras.id, longe.id));
    });
    expect(await rodada).toBe(0);
    const mapas = await server.db
      .select()
      .from(mediaObjects)
      .where(and(eq(mediaObjects.casoId, caso.id), eq(mediaObjects.kind, 'map')));
    expect(mapas).toEqual([]);
  });

  it('deletes with the camera the map the server tied to it while the delete waited', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const camera = { id: randomUUID(), rua: 'Rua da Padaria' };
    expect((await postCamera(cookie, caso.id, camera)).statusCode).toBe(201);
    const mediaId = randomUUID();
    let apagando: ReturnType<typeof server.api> | undefined;
    await server.db.transaction(async (tx) => {
      const [trancada] = await tx.select().from(cameras).where(eq(cameras.id, camera.id)).for('update');
      apagando = server.api({
        method: 'DELETE',
        url: `/casos/${caso.id}/cameras/${camera.id}?versao_base=1`,
        cookie,
      });
      await alguemEsperaUmBloqueio();
      await tx.insert(mediaObjects).values({
        id: mediaId,
        casoId: caso.id,
        sha256: '0'.repeat(64),
        sizeBytes: 1,
        contentType: 'image/png',
        originalName: 'mapa.png',
        storageKey: mediaId,
        kind: 'map',
        createdBy: trancada?.createdBy ?? '',
      });
      await tx.update(cameras).set({ imagemMediaId: mediaId }).where(eq(cameras.id, camera.id));
    });
    expect((await apagando)?.statusCode).toBe(200);
    expect(await server.db.select().from(mediaObjects).where(eq(mediaObjects.id, mediaId))).toEqual([]);
    const [rastro] = await api.auditoria('camera.deleted', caso.id);
    expect(rastro?.context).toMatchObject({ mapaMediaId: mediaId });
  });
});

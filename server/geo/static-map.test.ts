import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GeoStandin, startGeoStandin } from '../test/geo-standin';
import { createStaticMap, TilesUnavailableError } from './static-map';

const USER_AGENT = 'rip-app-test/1.0 (testes@exemplo.pb.gov.br)';
const JOAO_PESSOA = [-7.1153241, -34.8610532] as const;

let standin: GeoStandin;
const cacheDirs: string[] = [];
beforeAll(async () => {
  standin = await startGeoStandin();
});
afterAll(async () => {
  await standin.close();
  for (const dir of cacheDirs) rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  standin.setReverse(null);
  standin.setTiles(200);
  standin.requests.length = 0;
});

function novoCache(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rip-tiles-'));
  cacheDirs.push(dir);
  return dir;
}

function mapa(cacheDir: string, options: { tileUrl?: string; timeoutMs?: number } = {}) {
  return createStaticMap({ tileUrl: standin.tileUrl, userAgent: USER_AGENT, cacheDir, ...options });
}

const tileRequests = () => standin.requests.filter((r) => r.path.startsWith('/tiles/'));

function arquivos(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('static map', () => {
  it('composes a PNG of the asked size with the pin on the point, and keeps the tiles', async () => {
    const cacheDir = novoCache();
    const png = await mapa(cacheDir).render(...JOAO_PESSOA);

    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect((await sharp(png).metadata()).format).toBe('png');
    expect([info.width, info.height]).toEqual([640, 360]);
    // Just above the centre is the pin's body (its tip sits on the point).
    for (let dy = 4; dy <= 12; dy += 2) {
      const at = ((180 - dy) * info.width + 320) * info.channels;
      const [r = 0, g = 0, b = 0] = data.subarray(at, at + 3);
      expect(r).toBeGreaterThan(180);
      expect(g).toBeLessThan(90);
      expect(b).toBeLessThan(90);
    }
    // Away from the pin and the credit, the map itself: light grey or white.
    const corner = (10 * info.width + 10) * info.channels;
    expect(data[corner]).toBeGreaterThan(200);

    const requests = tileRequests();
    expect(requests.length).toBeGreaterThanOrEqual(6);
    expect(requests.every((r) => r.userAgent === USER_AGENT && r.path.startsWith('/tiles/17/'))).toBe(true);
    expect(arquivos(cacheDir).sort()).toEqual(requests.map((r) => r.path.replace('/tiles/', '')).sort());
  });

  it('draws a second time from the disk cache, without a request', async () => {
    const cacheDir = novoCache();
    await mapa(cacheDir).render(...JOAO_PESSOA, { width: 300, height: 200 });
    standin.requests.length = 0;

    const again = await mapa(cacheDir).render(...JOAO_PESSOA, { width: 300, height: 200 });
    const meta = await sharp(again).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
    expect(tileRequests()).toHaveLength(0);
  });

  it('wraps the tiles around the antimeridian', async () => {
    await mapa(novoCache()).render(0, 179.99, { zoom: 2 });
    const columns = new Set(tileRequests().map((r) => r.path.split('/')[3]));
    expect([...columns].sort()).toEqual(['0', '1', '2', '3']);
  });

  it('fails with TilesUnavailableError when the tile server refuses, stopping at the first failure', async () => {
    const cacheDir = novoCache();
    standin.setTiles(503);
    await expect(mapa(cacheDir).render(...JOAO_PESSOA)).rejects.toBeInstanceOf(TilesUnavailableError);
    // Two in parallel at most, and nothing more once one has failed.
    expect(tileRequests().length).toBeLessThanOrEqual(2);
    expect(arquivos(cacheDir)).toEqual([]);
  });

  it('fails with TilesUnavailableError when a tile is not an image or takes too long', async () => {
    const notATile = `${standin.geocoderUrl}?lat=1&lon=1&tile={z}/{x}/{y}`;
    await expect(mapa(novoCache(), { tileUrl: notATile }).render(...JOAO_PESSOA)).rejects.toBeInstanceOf(
      TilesUnavailableError,
    );

    standin.setReverse(() => ({ status: 200, body: {}, delayMs: 1000 }));
    await expect(
      mapa(novoCache(), { tileUrl: notATile, timeoutMs: 100 }).render(...JOAO_PESSOA),
    ).rejects.toBeInstanceOf(TilesUnavailableError);
  });

  it('leaves no temp files in the cache', () => {
    for (const dir of cacheDirs) expect(arquivos(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

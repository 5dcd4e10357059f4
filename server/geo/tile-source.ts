/**
 * Slippy-map tiles (256 px PNGs) as the OpenStreetMap tile policy asks: an identifying User-Agent,
 * few requests at a time, and every tile kept on disk so a place is downloaded once.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { TILE } from './web-mercator';

/** Some tile could not be had; the caller keeps the location without a map and tries again later. */
export class TilesUnavailableError extends Error {
  override readonly name = 'TilesUnavailableError';
}

export interface TileSourceOptions {
  /** With {z} {x} {y} and, for servers spread over subdomains, {s}. */
  tileUrl: string;
  userAgent: string;
  cacheDir: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const PARALLEL_DOWNLOADS = 2;

/** A tile of the grid under an image, and where its top-left corner falls in that grid. */
export interface Placement {
  x: number;
  y: number;
  left: number;
  top: number;
}

/** Runs at most `max` tasks at once, the rest waiting in line. */
function createLimiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    while (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

export function createTileSource(options: TileSourceOptions) {
  const timeoutMs = options.timeoutMs ?? 8000;
  const doFetch = options.fetch ?? fetch;
  // Shared by every render: the tile server sees at most this many requests from the process.
  const limit = createLimiter(PARALLEL_DOWNLOADS);

  async function download(z: number, x: number, y: number, signal: AbortSignal): Promise<Buffer> {
    const values: Record<string, number | string> = { s: 'a', z, x, y };
    const url = options.tileUrl.replace(/\{([szxy])\}/g, (_, name: string) => String(values[name]));
    let bytes: Buffer;
    try {
      const response = await doFetch(url, {
        headers: { 'User-Agent': options.userAgent, Accept: 'image/png,image/*' },
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
      if (response.status !== 200) {
        await response.body?.cancel();
        throw new TilesUnavailableError(`O servidor de mapas respondeu ${response.status} (${z}/${x}/${y})`);
      }
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      if (error instanceof TilesUnavailableError) throw error;
      throw new TilesUnavailableError(`O servidor de mapas não respondeu (${z}/${x}/${y})`, { cause: error });
    }
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => null);
    if (meta?.width !== TILE || meta.height !== TILE) {
      throw new TilesUnavailableError(`O servidor de mapas não mandou um tile (${z}/${x}/${y})`);
    }
    return bytes;
  }

  // Renamed into place whole, so a reader never finds half a tile.
  async function keep(file: string, bytes: Buffer): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, bytes);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async function tile(z: number, x: number, y: number, signal: AbortSignal): Promise<Buffer> {
    const file = path.join(options.cacheDir, String(z), String(x), `${y}.png`);
    const saved = await readFile(file).catch(() => null);
    if (saved) return saved;
    const bytes = await limit(() => {
      signal.throwIfAborted();
      return download(z, x, y, signal);
    });
    await keep(file, bytes);
    return bytes;
  }

  /**
   * Each distinct tile once; the first failure stops the rest, so a dead server fails fast. With
   * `tolerate`, the tiles that could not be had are left out instead (those on disk still come).
   */
  async function tiles(z: number, placements: Placement[], tolerate: boolean): Promise<Map<string, Buffer>> {
    const distinct = new Map(placements.map((p) => [`${p.x}/${p.y}`, p]));
    const stop = new AbortController();
    const loaded = await Promise.all(
      [...distinct].map(async ([key, p]) => {
        try {
          return [[key, await tile(z, p.x, p.y, stop.signal)] as const];
        } catch (error) {
          stop.abort();
          if (tolerate && (error instanceof TilesUnavailableError || stop.signal.aborted)) return [];
          throw error;
        }
      }),
    );
    return new Map(loaded.flat());
  }

  return { tiles };
}

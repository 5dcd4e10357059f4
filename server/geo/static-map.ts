/**
 * A PNG of the map around a point, composed on the server from slippy-map tiles (Web Mercator,
 * 256 px), with a pin on the point and the attribution the tiles' licence asks for; or a view with
 * several marks (the croqui). The tiles come from `tile-source.ts`.
 */
import sharp from 'sharp';
import { createTileSource, type Placement, type TileSourceOptions } from './tile-source';
import { clamp, fitBounds, TILE, worldPixel } from './web-mercator';

export { TilesUnavailableError } from './tile-source';

export interface StaticMapRenderOptions {
  zoom?: number;
  width?: number;
  height?: number;
}

/** A drawing laid on the map with its anchor pixel on a position (the croqui's markers). */
export interface MapMark {
  latitude: number;
  longitude: number;
  /** SVG or PNG bytes. */
  image: Buffer;
  width: number;
  height: number;
  anchor: [x: number, y: number];
}

/** Where the map looks: a centre and zoom, or bounds fitted inside the image as Leaflet fits them. */
export type MapView =
  | { centre: { latitude: number; longitude: number }; zoom: number }
  | {
      bounds: { south: number; west: number; north: number; east: number };
      /** Pixels kept free on every side. */
      padding: number;
      maxZoom: number;
    };

export interface StaticMap {
  /** PNG bytes, the point at the centre. */
  render(latitude: number, longitude: number, options?: StaticMapRenderOptions): Promise<Buffer>;
  /**
   * PNG bytes of the view with every mark drawn, in the order given (the last on top). The marks
   * matter more than the map under them: a tile that cannot be had is left as plain ground and
   * counted in `missingTiles`, never an error.
   */
  renderMarks(
    marks: readonly MapMark[],
    view: MapView,
    options?: Omit<StaticMapRenderOptions, 'zoom'>,
  ): Promise<{ png: Buffer; missingTiles: number }>;
}

export type StaticMapOptions = TileSourceOptions;

const MAX_ZOOM = 19;
/** The least side a map image may have (the croqui keeps its legend within what this leaves). */
export const MIN_SIZE = 128;
const MAX_SIZE = 2048;
/** Where Web Mercator's square world ends. */
const MAX_LATITUDE = 85.0511287798;
/** Beyond the poles there are no tiles: plain ground. */
const GROUND = '#e5e3df';

const PIN_WIDTH = 28;
const PIN_HEIGHT = 40;
const PIN = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${PIN_WIDTH}" height="${PIN_HEIGHT}">
  <path d="M14 39.5C14 39.5 1 23 1 14a13 13 0 0 1 26 0c0 9-13 25.5-13 25.5z" fill="#d32f2f" stroke="#7f1d1d" stroke-width="1.5"/>
  <circle cx="14" cy="14" r="5" fill="#ffffff"/>
</svg>`);

const CREDIT_WIDTH = 104;
const CREDIT_HEIGHT = 16;
const CREDIT =
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${CREDIT_WIDTH}" height="${CREDIT_HEIGHT}">
  <rect width="${CREDIT_WIDTH}" height="${CREDIT_HEIGHT}" fill="#ffffff" fill-opacity="0.75"/>
  <text x="${CREDIT_WIDTH - 4}" y="12" font-family="DejaVu Sans, Arial, sans-serif" font-size="10" text-anchor="end" fill="#333333">© OpenStreetMap</text>
</svg>`);

function checkInteger(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} deve ser inteiro entre ${min} e ${max}`);
  }
}

export function createStaticMap(options: StaticMapOptions): StaticMap {
  const { tiles } = createTileSource(options);

  /**
   * The image of `width`×`height` whose centre is the world pixel `point` at `zoom`, with the
   * overlays (placed in image pixels) and the tiles' credit.
   */
  async function compose(
    zoom: number,
    point: { x: number; y: number },
    width: number,
    height: number,
    overlays: { input: Buffer; left: number; top: number }[],
    tolerate = false,
  ): Promise<{ png: Buffer; missingTiles: number }> {
    const count = 2 ** zoom;
    const left = Math.round(point.x) - Math.floor(width / 2);
    const top = Math.round(point.y) - Math.floor(height / 2);
    const firstX = Math.floor(left / TILE);
    const firstY = Math.floor(top / TILE);
    const columns = Math.floor((left + width - 1) / TILE) - firstX + 1;
    const rows = Math.floor((top + height - 1) / TILE) - firstY + 1;

    const placements: Placement[] = [];
    for (let row = 0; row < rows; row++) {
      const y = firstY + row;
      if (y < 0 || y >= count) continue;
      for (let column = 0; column < columns; column++) {
        // Past the antimeridian the world repeats.
        const x = (((firstX + column) % count) + count) % count;
        placements.push({ x, y, left: column * TILE, top: row * TILE });
      }
    }
    const images = await tiles(zoom, placements, tolerate);
    const present = placements.filter((p) => images.has(`${p.x}/${p.y}`));

    // sharp crops before it composites, so the tiles are laid out in a first pass.
    const grid = await sharp({
      create: { width: columns * TILE, height: rows * TILE, channels: 3, background: GROUND },
    })
      .composite(present.map((p) => ({ input: images.get(`${p.x}/${p.y}`), left: p.left, top: p.top })))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const png = await sharp(grid.data, { raw: grid.info })
      .extract({ left: left - firstX * TILE, top: top - firstY * TILE, width, height })
      .composite([...overlays, { input: CREDIT, left: width - CREDIT_WIDTH, top: height - CREDIT_HEIGHT }])
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    return { png, missingTiles: placements.length - present.length };
  }

  function checkSize(width: number, height: number): void {
    checkInteger('width', width, MIN_SIZE, MAX_SIZE);
    checkInteger('height', height, MIN_SIZE, MAX_SIZE);
  }

  function checkPosition(latitude: number, longitude: number): void {
    // Written so that NaN and the infinities fail too.
    if (!(Math.abs(latitude) <= MAX_LATITUDE && Math.abs(longitude) <= 180)) {
      throw new RangeError('Posição fora do mapa');
    }
  }

  return {
    async render(latitude, longitude, renderOptions = {}) {
      const { zoom = 17, width = 640, height = 360 } = renderOptions;
      checkPosition(latitude, longitude);
      checkInteger('zoom', zoom, 0, MAX_ZOOM);
      checkSize(width, height);
      const centreX = Math.floor(width / 2);
      const centreY = Math.floor(height / 2);
      // The pin's tip on the point.
      const { png } = await compose(zoom, worldPixel(latitude, longitude, zoom), width, height, [
        { input: PIN, left: centreX - PIN_WIDTH / 2, top: centreY - PIN_HEIGHT },
      ]);
      return png;
    },

    async renderMarks(marks, view, renderOptions = {}) {
      const { width = 640, height = 360 } = renderOptions;
      checkSize(width, height);
      for (const mark of marks) checkPosition(mark.latitude, mark.longitude);
      let zoom: number;
      let point: { x: number; y: number };
      if ('centre' in view) {
        checkPosition(view.centre.latitude, view.centre.longitude);
        checkInteger('zoom', view.zoom, 0, MAX_ZOOM);
        zoom = view.zoom;
        point = worldPixel(view.centre.latitude, view.centre.longitude, zoom);
      } else {
        checkPosition(view.bounds.south, view.bounds.west);
        checkPosition(view.bounds.north, view.bounds.east);
        checkInteger('maxZoom', view.maxZoom, 0, MAX_ZOOM);
        ({ zoom, point } = fitBounds(view.bounds, width, height, view.padding, view.maxZoom));
      }
      const left = Math.round(point.x) - Math.floor(width / 2);
      const top = Math.round(point.y) - Math.floor(height / 2);
      const overlays = marks.map((mark) => {
        const at = worldPixel(mark.latitude, mark.longitude, zoom);
        // Kept whole inside the image: sharp refuses a drawing that hangs off an edge.
        return {
          input: mark.image,
          left: clamp(Math.round(at.x) - left - mark.anchor[0], 0, width - mark.width),
          top: clamp(Math.round(at.y) - top - mark.anchor[1], 0, height - mark.height),
        };
      });
      return compose(zoom, point, width, height, overlays, true);
    },
  };
}

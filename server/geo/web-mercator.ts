/** Web Mercator's pixel arithmetic for the slippy-map tiles the static maps are composed of. */

/** A tile's side in pixels. */
export const TILE = 256;

/** The point's pixel in the whole world's image at the zoom. */
export function worldPixel(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const world = TILE * 2 ** zoom;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * world,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world,
  };
}

export const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * Leaflet's fitBounds with whole zoom levels: the deepest zoom at which the bounds fit inside the
 * image less the padding on each side, centred on the bounds' middle.
 */
export function fitBounds(
  bounds: { south: number; west: number; north: number; east: number },
  width: number,
  height: number,
  padding: number,
  maxZoom: number,
): { zoom: number; point: { x: number; y: number } } {
  const spanAt = (zoom: number) => {
    const sw = worldPixel(bounds.south, bounds.west, zoom);
    const ne = worldPixel(bounds.north, bounds.east, zoom);
    return { sw, ne, x: Math.abs(ne.x - sw.x), y: Math.abs(sw.y - ne.y) };
  };
  const room = { x: Math.max(1, width - 2 * padding), y: Math.max(1, height - 2 * padding) };
  const base = spanAt(0);
  const scale = Math.min(room.x / Math.max(base.x, 1e-9), room.y / Math.max(base.y, 1e-9));
  const zoom = clamp(Math.floor(Math.log2(scale)), 0, maxZoom);
  const { sw, ne } = spanAt(zoom);
  return { zoom, point: { x: (sw.x + ne.x) / 2, y: (sw.y + ne.y) / 2 } };
}

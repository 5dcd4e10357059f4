import { type Access, SCREENS } from '../../../shared/routes';
import { CASO_TILES, type CasoTile } from '../../../shared/schemas/casos';
import type { ParteDoCaso, TileDoCaso } from './caso-view';

/** Spec §2.3 Case hub: the tiles the case features plug in, in the spec's order. */
export function tilesDoHub(partes: readonly ParteDoCaso[]): TileDoCaso[] {
  const ordem = (tile: TileDoCaso) => CASO_TILES.indexOf(tile.tile);
  return partes.flatMap((parte) => parte.tiles ?? []).sort((a, b) => ordem(a) - ordem(b));
}

/** The tiles whose screen the user may open; the others are not shown. */
export function visibleTiles(tiles: readonly TileDoCaso[], can: (access: Access) => boolean): TileDoCaso[] {
  return tiles.filter(({ tile }) => can(SCREENS[tile].access));
}

/** The badge of a tile: a count, or what the tile makes of it (the report's progress). */
export function countText(tile: TileDoCaso, contagens: Partial<Record<CasoTile, number>>): string {
  const n = contagens[tile.tile] ?? 0;
  return tile.badge ? tile.badge(n) : String(n);
}

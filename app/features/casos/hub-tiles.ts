import { RELATORIO_ITENS } from '../../../shared/relatorio';
import { type Access, SCREENS } from '../../../shared/routes';
import { CASO_TILES, type CasoTile } from '../../../shared/schemas/casos';

/** Spec §2.3 Case hub: the tiles in the spec's order, with the names the officer reads. */
export const TILE_LABELS: Record<CasoTile, string> = {
  vitima: 'Vítimas',
  testemunha: 'Testemunhas',
  suspeito: 'Suspeitos',
  geolocalizacaoCaso: 'Local do Crime',
  equipe: 'Equipe',
  meios: 'Meios',
  vestigio: 'Mídias',
  camera_seguranca: 'Câmeras de Segurança',
  anotacaoComplementar: 'Anotações',
  acionamentos: 'Cronologia',
  relatorio: 'Relatório',
  compartilhamento: 'Compartilhamento',
  croqui: 'Croqui',
};

/** The tiles whose screen the user may open; the others are not shown. */
export function visibleTiles(can: (access: Access) => boolean): CasoTile[] {
  return CASO_TILES.filter((tile) => can(SCREENS[tile].access));
}

/** The badge of a tile: a count, or the report's progress. */
export function countText(tile: CasoTile, contagens: Partial<Record<CasoTile, number>>): string {
  const n = contagens[tile] ?? 0;
  return tile === 'relatorio' ? `${n}/${RELATORIO_ITENS}` : String(n);
}

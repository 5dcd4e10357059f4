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

/** Items of the report that hold something, out of this many (spec §4 Report progress). */
export const RELATORIO_ITENS = 10;

/** The tiles whose screen the user may open; the others are not shown. */
export function tilesVisiveis(can: (access: Access) => boolean): CasoTile[] {
  return CASO_TILES.filter((tile) => can(SCREENS[tile].access));
}

/** The badge of a tile: a count, or the report's progress. */
export function textoContagem(tile: CasoTile, contagens: Partial<Record<CasoTile, number>>): string {
  const n = contagens[tile] ?? 0;
  return tile === 'relatorio' ? `${n}/${RELATORIO_ITENS}` : String(n);
}

/** The 24-hour window has closed: the server now refuses changes to the case. */
export function prazoEncerrado(editavelAte: string, agora: Date): boolean {
  return new Date(editavelAte).getTime() <= agora.getTime();
}

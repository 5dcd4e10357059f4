import { describe, expect, it } from 'vitest';
import type { Access } from '../../../shared/routes';
import type { CasoTile } from '../../../shared/schemas/casos';
import { PARTES_DO_CASO } from '../modulos';
import { countText, tilesDoHub, visibleTiles } from './hub-tiles';

const TILES = tilesDoHub(PARTES_DO_CASO);
const tileDe = (tile: CasoTile) => TILES.find((t) => t.tile === tile) ?? expect.fail(`no tile ${tile}`);
const visiveis = (can: (access: Access) => boolean) => visibleTiles(TILES, can).map(({ tile }) => tile);

describe('case hub tiles', () => {
  it("names every one of the 13 tiles, after the case's occurrence (issue 42)", () => {
    expect(TILES.map((tile) => tile.rotulo)).toEqual([
      'Ocorrência',
      'Vítimas',
      'Testemunhas',
      'Suspeitos',
      'Local do Crime',
      'Equipe',
      'Meios',
      'Veículos',
      'Mídias',
      'Câmeras de Segurança',
      'Anotações',
      'Cronologia',
      'Relatório',
      'Compartilhamento',
      'Croqui',
    ]);
  });

  it('hides the tiles whose screen needs a permission the user lacks', () => {
    const perito = new Set<Access>(['ver_casos', 'editar_casos']);
    expect(visiveis((access) => perito.has(access))).not.toContain('compartilhamento');
    expect(visiveis((access) => perito.has(access))).toHaveLength(14);
    const leitor = new Set<Access>(['ver_casos']);
    expect(visiveis((access) => leitor.has(access))).toEqual([
      'ocorrencia',
      'acionamentos',
      'relatorio',
      'croqui',
    ]);
  });

  it('shows counts, and the report as progress out of 10', () => {
    expect(countText(tileDe('vitima'), { vitima: 3, relatorio: 4 })).toBe('3');
    expect(countText(tileDe('relatorio'), { vitima: 3, relatorio: 4 })).toBe('4/10');
    expect(countText(tileDe('meios'), {})).toBe('0');
  });
});

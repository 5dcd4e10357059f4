import { describe, expect, it } from 'vitest';
import type { Access } from '../../../shared/routes';
import { CASO_TILES } from '../../../shared/schemas/casos';
import { countText, TILE_LABELS, visibleTiles } from './hub-tiles';

describe('case hub tiles', () => {
  it('names every one of the 13 tiles', () => {
    expect(CASO_TILES.map((tile) => TILE_LABELS[tile])).toEqual([
      'Vítimas',
      'Testemunhas',
      'Suspeitos',
      'Local do Crime',
      'Equipe',
      'Meios',
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
    expect(visibleTiles((access) => perito.has(access))).not.toContain('compartilhamento');
    expect(visibleTiles((access) => perito.has(access))).toHaveLength(12);
    const leitor = new Set<Access>(['ver_casos']);
    expect(visibleTiles((access) => leitor.has(access))).toEqual(['acionamentos', 'relatorio', 'croqui']);
  });

  it('shows counts, and the report as progress out of 10', () => {
    expect(countText('vitima', { vitima: 3, relatorio: 4 })).toBe('3');
    expect(countText('relatorio', { vitima: 3, relatorio: 4 })).toBe('4/10');
    expect(countText('meios', {})).toBe('0');
  });
});

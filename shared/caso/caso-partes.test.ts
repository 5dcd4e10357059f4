import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../api';
import { acionamentosEndpoints } from '../api/acionamentos';
import { compartilhamentoEndpoints } from '../api/compartilhamento';
import { itensRelatorio, RELATORIO_ITENS } from '../relatorio';
import { CASO_TILES, caso } from '../schemas/casos';
import { ITENS_DAS_PARTES } from './caso-partes';

describe('the case composed from its features’ parts', () => {
  it('lists the hub’s tiles in the order of spec §2.3', () => {
    expect(CASO_TILES).toEqual([
      // Issue 42: the case's occurrence, first (not in the spec's list).
      'ocorrencia',
      'vitima',
      'testemunha',
      'suspeito',
      'geolocalizacaoCaso',
      'equipe',
      'meios',
      'veiculos',
      'vestigio',
      'camera_seguranca',
      'anotacaoComplementar',
      'acionamentos',
      'relatorio',
      'compartilhamento',
      'croqui',
    ]);
  });

  it('lists the report’s items in the order of spec §4, each with its rule', () => {
    const nenhum = Object.fromEntries(CASO_TILES.map((tile) => [tile, 0])) as Parameters<
      typeof itensRelatorio
    >[0];
    expect(itensRelatorio(nenhum).map(({ tile, rotulo }) => [tile, rotulo])).toEqual([
      ['vitima', 'Vítimas'],
      ['anotacaoComplementar', 'Anotações'],
      ['testemunha', 'Testemunhas'],
      ['equipe', 'Equipe (mais de um membro)'],
      ['geolocalizacaoCaso', 'Local do Crime'],
      ['camera_seguranca', 'Câmeras de Segurança'],
      ['suspeito', 'Suspeitos'],
      ['meios', 'Meios'],
      ['acionamentos', 'Cronologia'],
      ['vestigio', 'Mídias'],
    ]);
    expect(RELATORIO_ITENS).toBe(10);
    expect(ITENS_DAS_PARTES.every((item) => !item.preenchido(0))).toBe(true);
    // The team counts when it has more than its creator's member.
    const equipe = (n: number) => itensRelatorio({ ...nenhum, equipe: n }).find((i) => i.tile === 'equipe');
    expect(equipe(1)?.preenchido).toBe(false);
    expect(equipe(2)?.preenchido).toBe(true);
    expect(itensRelatorio({ ...nenhum, meios: 1 }).find((i) => i.tile === 'meios')?.preenchido).toBe(true);
  });

  it('has every feature’s fields in the case, beside the case’s own', () => {
    expect(Object.keys(caso.shape)).toEqual(
      expect.arrayContaining([
        'ocorrencia',
        'vitimas',
        'testemunhas',
        'suspeitos',
        'geolocalizacao_caso',
        'geolocalizacao_camera',
        'meios',
        'veiculos',
        'acionamentos',
        'anotacoes',
        'video_nota',
        'vestigios',
        'equipe',
        'delegado',
        'compartilhamentos',
        'relatorio_exclusoes',
        'intimacoes',
        'contagens',
        'acessos_justificados',
        'policy',
      ]),
    );
    expect(Object.keys(caso.shape.contagens.keyType.enum)).toEqual(CASO_TILES);
  });

  it('puts every feature’s operations in the endpoint table', () => {
    for (const op of [...Object.keys(acionamentosEndpoints), ...Object.keys(compartilhamentoEndpoints)]) {
      expect(ENDPOINTS).toHaveProperty(op);
    }
  });
});

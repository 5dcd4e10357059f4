import { describe, expect, it } from 'vitest';
import type { ConflitoExclusao } from '../../../shared/schemas/versao';
import { alteracoesLidas, resumoExclusao, temPendencias } from './exclusao-texto';

const por = { name: 'Carla Investigadora', matricula: '1000003' };
const em = '2026-11-26T18:40:00.000Z';

/** A delete of `recurso` refused because of `alteracoes` ([campo, value now]), all Carla's. */
function conflito(
  recurso: ConflitoExclusao['recurso'],
  alteracoes: [string, ConflitoExclusao['alteracoes'][number]['atual']][],
): ConflitoExclusao {
  return {
    recurso,
    id: 'c',
    versao_atual: 9,
    alteracoes: alteracoes.map(([campo, atual]) => ({ campo, atual, por, em })),
  };
}

describe('a delete confirmation names the changes', () => {
  it("names a record's fields by their label, with the value now, who and when", () => {
    const vitima = conflito('vitima', [
      ['pessoa.profissao', 'Enfermeira'],
      ['endereco.rua', null],
    ]);
    const [profissao, rua] = alteracoesLidas(vitima);
    expect(profissao).toMatchObject({ rotulo: 'Profissão', valor: 'Enfermeira' });
    expect(profissao?.autoria).toMatch(/^Alterado por Carla Investigadora \(1000003\), 26\/11\/2026/);
    expect(rua).toMatchObject({ rotulo: 'Endereço: Rua', valor: '(vazio)' });
    expect(resumoExclusao(vitima)).toBe('Outra pessoa alterou este registro depois que você o viu.');
    expect(temPendencias(vitima)).toBe(false);
  });

  it("names a case's changed records and its colleagues' queued work", () => {
    const doCaso = conflito('caso', [
      ['Vítima: Maria da Silva: pessoa.nome, pessoa.profissao', 'alterado'],
      ['Testemunha: Ana', 'excluido'],
      ['Caso 2026.000003: name', 'alterado'],
      ['pendencias', 3],
    ]);
    const [vitima, testemunha, caso, fila] = alteracoesLidas(doCaso);
    expect(vitima).toMatchObject({ rotulo: 'Vítima: Maria da Silva (Nome, Profissão)', valor: 'Alterado' });
    // A record's name is never read as a field.
    expect(testemunha).toMatchObject({ rotulo: 'Testemunha: Ana', valor: 'Excluído' });
    expect(caso).toMatchObject({ rotulo: 'Caso 2026.000003 (Nome do caso)', valor: 'Alterado' });
    expect(fila).toMatchObject({
      rotulo: 'Itens na fila de colegas',
      valor: '3 itens deste caso ainda não enviados',
    });
    expect(fila?.autoria).toMatch(/^No aparelho de Carla Investigadora \(1000003\)/);
    expect(temPendencias(doCaso)).toBe(true);
    expect(resumoExclusao(doCaso)).toMatch(
      /^Outra pessoa alterou este caso depois que você o viu\. Colegas ainda têm trabalho deste caso na fila/,
    );
  });

  it('says only the queued work when nothing else changed', () => {
    const soFila = conflito('caso', [['pendencias', 1]]);
    expect(alteracoesLidas(soFila)[0]?.valor).toBe('1 item deste caso ainda não enviado');
    expect(resumoExclusao(soFila)).toMatch(/^Colegas ainda têm trabalho deste caso na fila/);
  });
});

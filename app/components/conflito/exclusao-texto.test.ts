import { describe, expect, it } from 'vitest';
import type { ConflitoExclusao } from '../../../shared/schemas/versao';
import { alteracoesLidas, resumoExclusao, temPendencias } from './exclusao-texto';

const por = { name: 'Carla Investigadora', matricula: '1000003' };
const em = '2026-11-26T18:40:00.000Z';

describe('a delete confirmation names the changes', () => {
  it("names a record's fields by their label, with the value now, who and when", () => {
    const conflito: ConflitoExclusao = {
      recurso: 'vitima',
      id: 'v',
      versao_atual: 3,
      alteracoes: [
        { campo: 'pessoa.profissao', atual: 'Enfermeira', por, em },
        { campo: 'endereco.rua', atual: null, por, em },
      ],
    };
    const [profissao, rua] = alteracoesLidas(conflito);
    expect(profissao).toMatchObject({ rotulo: 'Profissão', valor: 'Enfermeira' });
    expect(profissao?.autoria).toMatch(/^Alterado por Carla Investigadora \(1000003\), 26\/11\/2026/);
    expect(rua).toMatchObject({ rotulo: 'Endereço: Rua', valor: '(vazio)' });
    expect(resumoExclusao(conflito)).toBe('Outra pessoa alterou este registro depois que você o viu.');
    expect(temPendencias(conflito)).toBe(false);
  });

  it("names a case's changed records and its colleagues' queued work", () => {
    const conflito: ConflitoExclusao = {
      recurso: 'caso',
      id: 'c',
      versao_atual: 9,
      alteracoes: [
        { campo: 'Vítima: Maria da Silva: pessoa.nome, pessoa.profissao', atual: 'alterado', por, em },
        { campo: 'Testemunha: Ana', atual: 'excluido', por, em },
        { campo: 'Caso 2026.000003: name', atual: 'alterado', por, em },
        { campo: 'pendencias', atual: 3, por, em },
      ],
    };
    const [vitima, testemunha, caso, fila] = alteracoesLidas(conflito);
    expect(vitima).toMatchObject({ rotulo: 'Vítima: Maria da Silva (Nome, Profissão)', valor: 'Alterado' });
    // A record's name is never read as a field.
    expect(testemunha).toMatchObject({ rotulo: 'Testemunha: Ana', valor: 'Excluído' });
    expect(caso).toMatchObject({ rotulo: 'Caso 2026.000003 (Nome do caso)', valor: 'Alterado' });
    expect(fila).toMatchObject({
      rotulo: 'Itens na fila de colegas',
      valor: '3 itens deste caso ainda não enviados',
    });
    expect(fila?.autoria).toMatch(/^No aparelho de Carla Investigadora \(1000003\)/);
    expect(temPendencias(conflito)).toBe(true);
    expect(resumoExclusao(conflito)).toMatch(
      /^Outra pessoa alterou este caso depois que você o viu\. Colegas ainda têm trabalho deste caso na fila/,
    );
  });

  it('says only the queued work when nothing else changed', () => {
    const conflito: ConflitoExclusao = {
      recurso: 'caso',
      id: 'c',
      versao_atual: 9,
      alteracoes: [{ campo: 'pendencias', atual: 1, por, em }],
    };
    expect(alteracoesLidas(conflito)[0]?.valor).toBe('1 item deste caso ainda não enviado');
    expect(resumoExclusao(conflito)).toMatch(/^Colegas ainda têm trabalho deste caso na fila/);
  });
});

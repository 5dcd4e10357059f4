import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '../db';
import { CASO_DO_ITEM as CASO, itemRecusado } from '../fila/test-outbox';
import { recriacaoDe, recriacaoDeAnotacao, trocaDeLocal } from './item-acoes';
import { camposDigitados } from './item-conteudo';

const NOTA = 'cccccccc-0000-4000-8000-000000000003';
const SALVO = 'dddddddd-0000-4000-8000-000000000004';
const MEU = 'eeeeeeee-0000-4000-8000-000000000005';

const edicaoDeNota = (code: 'NOT_FOUND' | 'NOT_AUTHOR') =>
  itemRecusado({
    op: 'updateAnotacao',
    input: {
      params: { casoId: CASO, anotacaoId: NOTA },
      body: { anotacao: 'Portão arrombado.', versao_base: 2 },
    },
    lastError: { code, message: 'Anotação não encontrada.' },
  } as Partial<OutboxItem>);

const localRepetido = itemRecusado({
  op: 'createLocalCrime',
  label: 'Local do crime',
  input: {
    params: { casoId: CASO },
    body: { id: MEU, rua: 'Rua das Flores', condicoes: { tipo: 'INTERNO' } },
  },
  lastError: { code: 'LOCAL_EXISTS', message: 'Este caso já tem um local do crime.' },
} as Partial<OutboxItem>);

describe('item-acoes', () => {
  it('recreates a person removed meanwhile, then applies the typed edit over what the server keeps of her', () => {
    const PESSOA = 'ffffffff-0000-4000-8000-000000000006';
    const edicao = itemRecusado({
      op: 'updateVitima',
      label: 'Editar vítima Maria Aparecida',
      input: {
        params: { casoId: CASO, pessoaId: PESSOA },
        body: { versao_base: 1, pessoa: { id: PESSOA, nome: 'Maria Aparecida', profissao: 'Professora' } },
      },
      base: { pessoa: { id: PESSOA, nome: 'Maria', profissao: null }, vitima: { crime_id: 7 } },
      lastError: { code: 'NOT_FOUND', message: 'Pessoa não encontrada neste caso.' },
    } as Partial<OutboxItem>);
    let n = 0;
    const [criar, editar] = recriacaoDe(edicao, () => `id-${++n}`) ?? [];
    expect(criar).toMatchObject({
      op: 'createVitima',
      input: {
        params: { casoId: CASO },
        body: {
          id: 'id-1',
          vitima: { crime_id: 7 },
          pessoa: { nome: 'Maria Aparecida', profissao: 'Professora' },
        },
      },
    });
    expect(editar).toEqual({
      id: 'id-2',
      op: 'updateVitima',
      input: {
        params: { casoId: CASO, pessoaId: PESSOA },
        // The recreated person is at her first version: the edit says so (issue 39).
        body: { pessoa: { id: PESSOA, nome: 'Maria Aparecida', profissao: 'Professora' }, versao_base: 1 },
      },
      label: 'Editar vítima Maria Aparecida',
      casoId: CASO,
    });
  });

  it('recreates a note deleted on another device as a new note of its case with the typed text', () => {
    expect(recriacaoDeAnotacao(edicaoDeNota('NOT_FOUND'), () => 'nova')).toEqual({
      id: 'nova',
      op: 'createAnotacao',
      input: { params: { casoId: CASO }, body: { id: 'nova', anotacao: 'Portão arrombado.' } },
      label: 'Anotação recriada',
      casoId: CASO,
    });
    expect(recriacaoDeAnotacao(edicaoDeNota('NOT_AUTHOR'))).toBeNull();
  });

  it("'Usar o meu' removes the saved location with the version compared, then saves mine", () => {
    let n = 0;
    const [apagar, criar, ...resto] = trocaDeLocal(
      localRepetido as OutboxItem & { op: 'createLocalCrime' },
      { id: SALVO, versao: 3 },
      () => `op-${++n}`,
    );
    expect(resto).toEqual([]);
    expect(apagar).toMatchObject({
      op: 'deleteLocalCrime',
      input: { params: { casoId: CASO, localId: SALVO }, query: { versao_base: 3 } },
    });
    expect(criar).toMatchObject({ op: 'createLocalCrime', input: localRepetido.input, casoId: CASO });
    expect(criar?.id).not.toBe(localRepetido.id);
    // The saved one gone meanwhile: only mine is left to save.
    expect(trocaDeLocal(localRepetido as OutboxItem & { op: 'createLocalCrime' }, null)).toHaveLength(1);
  });

  it("names a location's fields and codes as the form does", () => {
    const campos = camposDigitados(
      {
        input: {
          params: { casoId: CASO },
          body: {
            id: MEU,
            rua: 'Rua A',
            cidade_id: 2507507,
            latitude: -7.1195,
            longitude: -34.845,
            condicoes: { clima: 'CEU LIMPO' },
          },
        },
      } as OutboxItem,
      { municipio: (id) => (id === 2507507 ? { nome: 'João Pessoa', uf: 'PB' } : undefined) },
    );
    expect(campos.map(({ rotulo, valor }) => `${rotulo}: ${valor}`)).toEqual([
      'Rua: Rua A',
      'Cidade: João Pessoa / PB',
      'Clima: Céu limpo',
      // One line, to the metre: rounded apart they would move the scene by a kilometre.
      'Posição: -7.119500, -34.845000',
    ]);
  });

  it("names a victim's typification and referral place, and a member's position, as the forms list them", () => {
    const vitima = camposDigitados(
      {
        op: 'createVitima',
        input: {
          params: { casoId: CASO },
          body: {
            id: MEU,
            pessoa: { nome: 'Maria' },
            vitima: { crime_id: 2183, encaminhado: 'UPA_BAYEUX', sobrevivente: 'SIM' },
          },
        },
      } as OutboxItem,
      { encaminhamento: (codigo) => (codigo === 'UPA_BAYEUX' ? { nome: 'UPA de Bayeux' } : undefined) },
    );
    expect(vitima.map(({ rotulo, valor }) => `${rotulo}: ${valor}`)).toEqual([
      'Nome: Maria',
      'Tipificação: Tentativa de Homicídio',
      'Encaminhamento: UPA de Bayeux',
      'Sobrevivente: SIM',
    ]);
    const membro = camposDigitados(
      {
        op: 'createEquipeMembro',
        input: { params: { casoId: CASO }, body: { id: MEU, name: 'Ana', cargo_id: 3 } },
      } as OutboxItem,
      { cargo: (id) => (id === 3 ? { nome: 'Escrivão' } : undefined) },
    );
    expect(membro.map(({ rotulo, valor }) => `${rotulo}: ${valor}`)).toEqual([
      'Nome: Ana',
      'Cargo: Escrivão',
    ]);
  });
});

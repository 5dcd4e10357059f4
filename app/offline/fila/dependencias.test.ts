import { describe, expect, it } from 'vitest';
import type { OutboxRequest } from '../db';
import { dependencias } from './dependencias';

const CASO_A = 'aaaaaaaa-0000-4000-8000-000000000001';
const CASO_B = 'bbbbbbbb-0000-4000-8000-000000000002';
const NOTA = 'cccccccc-0000-4000-8000-000000000003';
const OUTRA_NOTA = 'dddddddd-0000-4000-8000-000000000004';
const PESSOA = 'eeeeeeee-0000-4000-8000-000000000005';

const criaCaso = (id: string): OutboxRequest => ({
  id,
  op: 'createCaso',
  input: { body: { id, name: 'Caso' } },
  label: 'Caso',
  casoId: id,
});

const criaNota = (casoId: string, id: string): OutboxRequest => ({
  id,
  op: 'createAnotacao',
  input: { params: { casoId }, body: { id, anotacao: 'Nota.' } },
  label: 'Anotação',
  casoId,
});

const editaNota = (casoId: string, anotacaoId: string): OutboxRequest => ({
  id: crypto.randomUUID(),
  op: 'updateAnotacao',
  input: { params: { casoId, anotacaoId }, body: { anotacao: 'Nota corrigida.' } },
  label: 'Anotação',
  casoId,
});

const apagaNota = (casoId: string, anotacaoId: string): OutboxRequest => ({
  id: crypto.randomUUID(),
  op: 'deleteAnotacao',
  input: { params: { casoId, anotacaoId } },
  label: 'Anotação',
  casoId,
});

const criaVitima = (casoId: string, pessoaId: string): OutboxRequest =>
  ({
    id: crypto.randomUUID(),
    op: 'createVitima',
    input: { params: { casoId }, body: { id: crypto.randomUUID(), pessoa: { id: pessoaId } } },
    label: 'Vítima',
    casoId,
  }) as OutboxRequest;

describe('dependencias', () => {
  it("makes everything of a case wait for the case's create, and nothing of another case", () => {
    expect(dependencias([criaCaso(CASO_A), criaNota(CASO_A, NOTA), criaNota(CASO_B, OUTRA_NOTA)])).toEqual([
      [],
      [0],
      [],
    ]);
  });

  it("keeps a record's edit and delete after its create and after each other", () => {
    const novaNota = crypto.randomUUID();
    expect(
      dependencias([
        criaNota(CASO_A, NOTA),
        editaNota(CASO_A, NOTA),
        apagaNota(CASO_A, NOTA),
        editaNota(CASO_A, novaNota),
      ]),
    ).toEqual([[], [0], [0, 1], []]);
  });

  it('keeps the creates of one list of a case in the order they were made, other lists free', () => {
    const outraPessoa = crypto.randomUUID();
    expect(
      dependencias([criaVitima(CASO_A, PESSOA), criaNota(CASO_A, NOTA), criaVitima(CASO_A, outraPessoa)]),
    ).toEqual([[], [], [0]]);
  });

  it("sends a create after an earlier delete from the same list of the case: the case's one location replaced", () => {
    const salvo = crypto.randomUUID();
    const apagaLocal = {
      id: crypto.randomUUID(),
      op: 'deleteLocalCrime',
      input: { params: { casoId: CASO_A, localId: salvo }, query: { versao_base: 2 } },
      label: 'Apagar',
      casoId: CASO_A,
    } as OutboxRequest;
    const criaLocal = (casoId: string) =>
      ({
        id: crypto.randomUUID(),
        op: 'createLocalCrime',
        input: { params: { casoId }, body: { id: crypto.randomUUID() } },
        label: 'Local do crime',
        casoId,
      }) as OutboxRequest;
    expect(dependencias([apagaLocal, criaNota(CASO_A, NOTA), criaLocal(CASO_A), criaLocal(CASO_B)])).toEqual([
      [],
      [],
      [0],
      [],
    ]);
  });

  it("sends a case's notes together: the server orders them by the time each carries", () => {
    expect(
      dependencias([criaNota(CASO_A, NOTA), criaNota(CASO_A, OUTRA_NOTA), editaNota(CASO_A, NOTA)]),
    ).toEqual([[], [], [0]]);
  });

  it("keeps a case's one video note in the order it was replaced", () => {
    const videoNota = (casoId: string, texto: string): OutboxRequest => ({
      id: crypto.randomUUID(),
      op: 'saveVideoNota',
      input: { params: { casoId }, body: { texto } },
      label: 'Nota de vídeo',
      casoId,
    });
    expect(
      dependencias([
        videoNota(CASO_A, 'Primeira.'),
        videoNota(CASO_B, 'Outra.'),
        videoNota(CASO_A, 'Última.'),
      ]),
    ).toEqual([[], [], [0]]);
  });

  it('makes an item wait for an earlier one that names the same record, in any case', () => {
    expect(
      dependencias([criaVitima(CASO_A, PESSOA), criaNota(CASO_B, NOTA), criaVitima(CASO_B, PESSOA)]),
    ).toEqual([[], [], [0]]);
  });

  it('makes an operation outside any case wait for everything before it, and everything after wait for it', () => {
    const perfil = { id: crypto.randomUUID(), op: 'updatePerfil', input: { body: {} }, label: 'Perfil' };
    expect(
      dependencias([criaNota(CASO_A, NOTA), perfil as OutboxRequest, criaNota(CASO_B, OUTRA_NOTA)]),
    ).toEqual([[], [0], [1]]);
  });
});

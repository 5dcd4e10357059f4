import { describe, expect, it } from 'vitest';
import { vinculoCreateRequest, vitimaCreateRequest } from '../../../shared/schemas/pessoa-caso';
import {
  firstStepDone,
  initialValues,
  mergeKnown,
  type PessoaFormValues,
  pessoaFromCandidata,
  searchTerm,
} from './pessoa-form-values';
import { nameInList, papelTexts } from './pessoa-texts';
import { fixtureIds, VITIMA_LINK } from './test-fixtures';

/** The form filled as a user would. */
function fill(values: PessoaFormValues, change: (v: PessoaFormValues) => void): PessoaFormValues {
  const copy = structuredClone(values);
  change(copy);
  return copy;
}

describe('papelTexts: the spec §8 wording per role', () => {
  it('names confirmations and successes with the right gender', () => {
    expect(papelTexts('vitima')).toMatchObject({
      title: 'Vítimas',
      confirmDelete: 'Apagar vítima?',
      confirmEdit: 'Editar vítima?',
      saved: 'Vítima salva com sucesso!',
      edited: 'Vítima editada com sucesso.',
    });
    expect(papelTexts('testemunha')).toMatchObject({
      title: 'Testemunhas',
      confirmDelete: 'Apagar testemunha?',
      saved: 'Testemunha salva com sucesso!',
      edited: 'Testemunha editada com sucesso.',
    });
    expect(papelTexts('suspeito')).toMatchObject({
      title: 'Suspeitos',
      confirmDelete: 'Apagar suspeito?',
      confirmEdit: 'Editar suspeito?',
      saved: 'Suspeito salvo com sucesso!',
      edited: 'Suspeito editado com sucesso.',
    });
    expect(papelTexts('suspeito').label('Zé')).toBe('Suspeito Zé');
  });

  it('marks rows still on the device', () => {
    expect(nameInList({ pessoa: { nome: 'Ana' }, offline: true })).toBe('Ana (Offline)');
    expect(nameInList({ pessoa: { nome: 'Ana' }, offline: false })).toBe('Ana');
  });
});

describe('searchTerm: the known-person search', () => {
  it('sends a CPF as digits and a name as typed, spaces collapsed', () => {
    expect(searchTerm(' 529.982.247-25 ')).toBe('52998224725');
    expect(searchTerm('  Maria   da Silva ')).toBe('Maria da Silva');
  });
});

describe('firstStepDone: the later sections wait for the first choices', () => {
  const empty = initialValues('testemunha', null, [VITIMA_LINK], fixtureIds());

  it('asks witnesses for link type and victim, and the kinship for Familiar', () => {
    expect(firstStepDone('testemunha', empty)).toBe(false);
    const amigo = fill(empty, (v) => {
      v.vinculo = { pessoaTipo: 'Amigo', parentesco: null, vitimaVinculoId: null };
    });
    expect(firstStepDone('testemunha', amigo)).toBe(false);
    amigo.vinculo = { ...amigo.vinculo, vitimaVinculoId: VITIMA_LINK };
    expect(firstStepDone('testemunha', amigo)).toBe(true);
    const familiar = fill(amigo, (v) => {
      v.vinculo = { pessoaTipo: 'Familiar', parentesco: null, vitimaVinculoId: VITIMA_LINK };
    });
    expect(firstStepDone('suspeito', familiar)).toBe(false);
    familiar.vinculo = { ...familiar.vinculo, parentesco: 'irmão' };
    expect(firstStepDone('suspeito', familiar)).toBe(true);
  });

  it('asks victims for the typification', () => {
    const vitima = initialValues('vitima', null, [], fixtureIds());
    expect(firstStepDone('vitima', vitima)).toBe(false);
    expect(firstStepDone('vitima', { ...vitima, vitima: { ...vitima.vitima, crime_id: 2183 } })).toBe(true);
  });
});

describe('a new person', () => {
  const initial = initialValues('vitima', null, [], fixtureIds());

  it('starts empty with fresh ids for link, person and address, its defaults from the shared fields', () => {
    expect(new Set([initial.id, initial.pessoa.id, initial.endereco.id]).size).toBe(3);
    expect(initial.pessoa).toMatchObject({ nome: '', cpf: '', sexo: null, estado_civil: null });
    expect(initial.endereco).toMatchObject({ rua: '', cidade_id: null, cep: '' });
    expect(initial.vitima?.crime_id).toBeNull();
    expect(initial.caracteristicas_fisicas.tatuagem).toBeNull();
  });

  it('requires the name and a valid CPF, with the spec messages', () => {
    const result = vitimaCreateRequest.safeParse(
      fill(initial, (v) => {
        v.pessoa.cpf = '123.456.789-00';
        v.vitima = { ...v.vitima, crime_id: 2183 };
      }),
    );
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages).toEqual({ 'pessoa.nome': 'Este campo é obrigatório', 'pessoa.cpf': 'CPF inválido.' });
  });

  it('refuses a witness without link type and victim with the generic prompt', () => {
    const result = vinculoCreateRequest.safeParse(
      fill(initialValues('suspeito', null, [VITIMA_LINK], fixtureIds()), (v) => {
        v.pessoa.nome = 'Zé';
      }),
    );
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['vinculo.pessoaTipo', 'Este campo é obrigatório'],
      ['vinculo.vitimaVinculoId', 'Este campo é obrigatório'],
    ]);
  });

  it('takes the id of a person picked from the search, what is known winning over what was typed', () => {
    const typed = { ...initial.pessoa, nome: 'Ze', vulgo: 'Pequeno', telefone: '83 99999-0000' };
    const candidata = {
      id: 'd0000000-0000-4000-8000-000000000009',
      nome: 'Zé Pequeno',
      vulgo: null,
      cpf: '52998224725',
      data_nascimento: '1990-05-17',
      mae: null,
      cpf_mascarado: '***.982.247-**',
    };
    expect(pessoaFromCandidata(typed, candidata)).toEqual({
      ...typed,
      id: candidata.id,
      nome: 'Zé Pequeno',
      vulgo: 'Pequeno',
      cpf: '529.982.247-25',
      data_nascimento: '1990-05-17',
    });
    expect(
      mergeKnown(typed, { id: candidata.id, nome: 'Zé Pequeno', rg: '123', telefone: null }),
    ).toMatchObject({
      id: candidata.id,
      nome: 'Zé Pequeno',
      rg: '123',
      vulgo: 'Pequeno',
      telefone: '83 99999-0000',
    });
  });
});

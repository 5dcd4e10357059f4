import { describe, expect, it } from 'vitest';
import {
  vinculoCreateRequest,
  vinculoUpdateRequest,
  vitimaCreateRequest,
  vitimaUpdateRequest,
} from '../../../shared/schemas/pessoa-caso';
import { initialValues, type PessoaFormValues } from './pessoa-form-values';
import { buildDelete, buildWrite } from './pessoa-write';
import { CASO_ID, edicaoDoVulgo, fixtureIds, suspeitoLido, VITIMA_LINK } from './test-fixtures';

function fill(values: PessoaFormValues, change: (v: PessoaFormValues) => void): PessoaFormValues {
  const copy = structuredClone(values);
  change(copy);
  return copy;
}

const create = { casoId: CASO_ID, mode: 'create' as const, row: null };

describe('adding', () => {
  const initial = initialValues('vitima', null, [], fixtureIds());

  it('creates an attempted homicide with its referral, null address and traits when left empty', () => {
    const values = fill(initial, (v) => {
      v.pessoa.nome = 'Maria da Silva';
      v.pessoa.cpf = '529.982.247-25';
      v.vitima = { ...v.vitima, crime_id: 2183, encaminhado: 'UPA_BAYEUX', nic: 'NIC-1' };
    });
    const request = buildWrite(vitimaCreateRequest.parse(values), { ...create, papel: 'vitima' });
    expect(request).toMatchObject({
      id: values.id,
      op: 'createVitima',
      label: 'Vítima Maria da Silva',
      casoId: CASO_ID,
      input: { params: { casoId: CASO_ID } },
    });
    if (request.op !== 'createVitima') throw new Error('not a victim create');
    expect(vitimaCreateRequest.parse(request.input.body)).toMatchObject({
      id: values.id,
      pessoa: { id: values.pessoa.id, nome: 'Maria da Silva', cpf: '52998224725' },
      endereco: null,
      caracteristicas_fisicas: null,
      vitima: { crime_id: 2183, encaminhado: 'UPA_BAYEUX', nic: null },
    });
  });

  it('sends neither the address id nor a description without SIM as data', () => {
    const values = fill(initial, (v) => {
      v.pessoa.nome = 'Ana';
      v.vitima = { ...v.vitima, crime_id: 2183 };
      v.endereco = { ...v.endereco, rua: '   ' };
      v.caracteristicas_fisicas = { ...v.caracteristicas_fisicas, cicatriz: 'NÃO', cicatriz_descricao: 'x' };
    });
    const body = (
      buildWrite(vitimaCreateRequest.parse(values), { ...create, papel: 'vitima' }).input as {
        body: { endereco: unknown; caracteristicas_fisicas: unknown };
      }
    ).body;
    expect(body.endereco).toBeNull();
    expect(body.caracteristicas_fisicas).toEqual(
      expect.objectContaining({ cicatriz: 'NÃO', cicatriz_descricao: null }),
    );

    const nothing = fill(values, (v) => {
      v.caracteristicas_fisicas = { ...v.caracteristicas_fisicas, cicatriz: null };
    });
    const empty = (
      buildWrite(vitimaCreateRequest.parse(nothing), { ...create, papel: 'vitima' }).input as {
        body: { caracteristicas_fisicas: unknown };
      }
    ).body;
    expect(empty.caracteristicas_fisicas).toBeNull();
  });

  it('links a witness to the chosen victim, kinship only for Familiar', () => {
    const values = fill(initialValues('testemunha', null, [VITIMA_LINK], fixtureIds()), (v) => {
      v.pessoa.nome = 'José';
      v.vinculo = { pessoaTipo: 'Familiar', parentesco: 'irmão', vitimaVinculoId: VITIMA_LINK };
    });
    const request = buildWrite(vinculoCreateRequest.parse(values), { ...create, papel: 'testemunha' });
    expect(request).toMatchObject({ op: 'createTestemunha', label: 'Testemunha José' });
    if (request.op !== 'createTestemunha') throw new Error('not a witness create');
    expect(vinculoCreateRequest.parse(request.input.body).vinculo).toEqual({
      pessoaTipo: 'Familiar',
      parentesco: 'irmão',
      vitimaVinculoId: VITIMA_LINK,
    });
  });
});

describe('editing', () => {
  it('starts from the row, keeping its address id, or with a new one when it had none', () => {
    const row = suspeitoLido();
    const values = initialValues('suspeito', row, [VITIMA_LINK], fixtureIds());
    expect(values.id).toBe(row.id);
    expect(values.pessoa).toMatchObject({ id: row.pessoa.id, nome: 'Zé', cpf: '' });
    expect(values.endereco.id).toMatch(/^c0000000-/);
    expect(values.vinculo).toEqual({ pessoaTipo: 'Amigo', parentesco: null, vitimaVinculoId: VITIMA_LINK });

    const endereco = {
      id: 'e0000000-0000-4000-8000-000000000001',
      rua: 'Rua A',
      numero: null,
      bairro: null,
      complemento: null,
      cidade_id: 2507507,
      cep: null,
      cidade: { id: 2507507, nome: 'João Pessoa', uf: 'PB' },
    };
    const withEndereco = initialValues('suspeito', suspeitoLido({ endereco }), [VITIMA_LINK], fixtureIds());
    expect(withEndereco.endereco).toEqual({
      id: endereco.id,
      rua: 'Rua A',
      numero: '',
      bairro: '',
      complemento: '',
      cidade_id: 2507507,
      cep: '',
    });
  });

  it('leaves the victim unchosen when the linked one is no longer in the case', () => {
    expect(initialValues('testemunha', suspeitoLido(), [], fixtureIds()).vinculo?.vitimaVinculoId).toBeNull();
  });

  it('puts the whole record to the person, as an operation of its own', () => {
    const row = suspeitoLido();
    const request = edicaoDoVulgo('suspeito', row, [VITIMA_LINK], 'Pequeno', fixtureIds('f'));
    expect(request).toMatchObject({
      id: 'f0000000-0000-4000-8000-000000000001',
      op: 'updateSuspeito',
      label: 'Editar suspeito Zé',
      input: { params: { casoId: CASO_ID, pessoaId: row.pessoa.id } },
    });
    if (request.op !== 'updateSuspeito') throw new Error('not a suspect edit');
    expect(request.input.body).not.toHaveProperty('id');
    expect(vinculoUpdateRequest.parse(request.input.body).pessoa.vulgo).toBe('Pequeno');
  });

  it('keeps a victim edit in the victim schema', () => {
    const values = initialValues('vitima', null, [], fixtureIds());
    values.pessoa.nome = 'Ana';
    values.vitima = { ...values.vitima, crime_id: 2183 };
    const row = { ...suspeitoLido(), tipo: 'vitima' as const };
    const request = buildWrite(vitimaUpdateRequest.parse(values), {
      papel: 'vitima',
      mode: 'edit',
      casoId: CASO_ID,
      row,
    });
    expect(request.op).toBe('updateVitima');
  });
});

describe('deleting', () => {
  it('removes the person from the role list of the case', () => {
    const row = suspeitoLido();
    expect(buildDelete('suspeito', CASO_ID, row, fixtureIds())).toEqual({
      id: 'c0000000-0000-4000-8000-000000000001',
      op: 'deleteSuspeito',
      input: { params: { casoId: CASO_ID, pessoaId: row.pessoa.id } },
      label: 'Apagar suspeito Zé',
      casoId: CASO_ID,
    });
  });
});

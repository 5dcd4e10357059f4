import { describe, expect, it } from 'vitest';
import {
  type PessoaCaso,
  pessoaCaso,
  vinculoCreateRequest,
  vinculoUpdateRequest,
  vitimaCreateRequest,
  vitimaUpdateRequest,
} from '../../../shared/schemas/pessoas';
import type { Encaminhamento, Municipio } from '../../../shared/schemas/referencia';
import {
  type ContextoEnvio,
  camposDoForm,
  errosNosCampos,
  mesclarConhecido,
  montarEnvio,
  montarExclusao,
  nomeNaLista,
  type PessoaFormValues,
  pessoaDeCandidata,
  primeiroPassoCompleto,
  termoDeBusca,
  textosDoPapel,
  valoresIniciais,
} from './pessoa-form';

const CASO_ID = '0b7e7f1e-5d4c-4f1a-9a77-2d9c6c0f0001';
const VITIMA_LINK = 'a0000000-0000-4000-8000-000000000001';
const AGORA = '2026-11-20T13:00:00.000Z';

function ids(prefixo = 'c') {
  let n = 0;
  return () => {
    n += 1;
    return `${prefixo}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  };
}

const JOAO_PESSOA: Municipio = { id: 2507507, nome: 'João Pessoa', uf: 'PB' };
const ENCAMINHAMENTOS: Encaminhamento[] = [
  { codigo: 'UPA_BAYEUX', nome: 'UPA Bayeux', livre: false },
  { codigo: 'OUTRO', nome: 'OUTRO', livre: true },
];

function contexto(partial: Partial<ContextoEnvio> & Pick<ContextoEnvio, 'papel' | 'modo'>): ContextoEnvio {
  return {
    casoId: CASO_ID,
    linha: null,
    municipio: (id) => (id === JOAO_PESSOA.id ? JOAO_PESSOA : undefined),
    encaminhamentos: ENCAMINHAMENTOS,
    documentosNovos: 0,
    agora: AGORA,
    novoId: ids('f'),
    ...partial,
  };
}

/** The form filled as a user would, then parsed by the request schema as the resolver does. */
function preencher(values: PessoaFormValues, mudar: (v: PessoaFormValues) => void): PessoaFormValues {
  const copia = structuredClone(values);
  mudar(copia);
  return copia;
}

describe('textosDoPapel: the spec §8 wording per role', () => {
  it('names confirmations and successes with the right gender', () => {
    expect(textosDoPapel('vitima')).toMatchObject({
      titulo: 'Vítimas',
      confirmarApagar: 'Apagar vítima?',
      confirmarEditar: 'Editar vítima?',
      sucessoSalvar: 'Vítima salva com sucesso!',
      sucessoEditar: 'Vítima editada com sucesso.',
    });
    expect(textosDoPapel('testemunha')).toMatchObject({
      titulo: 'Testemunhas',
      confirmarApagar: 'Apagar testemunha?',
      sucessoSalvar: 'Testemunha salva com sucesso!',
      sucessoEditar: 'Testemunha editada com sucesso.',
    });
    expect(textosDoPapel('suspeito')).toMatchObject({
      titulo: 'Suspeitos',
      confirmarApagar: 'Apagar suspeito?',
      confirmarEditar: 'Editar suspeito?',
      sucessoSalvar: 'Suspeito salvo com sucesso!',
      sucessoEditar: 'Suspeito editado com sucesso.',
    });
    expect(textosDoPapel('suspeito').rotulo('Zé')).toBe('Suspeito Zé');
  });

  it('marks rows still on the device', () => {
    expect(nomeNaLista({ pessoa: { nome: 'Ana' }, offline: true })).toBe('Ana (Offline)');
    expect(nomeNaLista({ pessoa: { nome: 'Ana' }, offline: false })).toBe('Ana');
  });
});

describe('termoDeBusca: the known-person search', () => {
  it('sends a CPF as digits and a name as typed, spaces collapsed', () => {
    expect(termoDeBusca(' 529.982.247-25 ')).toBe('52998224725');
    expect(termoDeBusca('  Maria   da Silva ')).toBe('Maria da Silva');
  });
});

describe('primeiroPassoCompleto: the later sections wait for the first choices', () => {
  const vazio = valoresIniciais('testemunha', null, [VITIMA_LINK], ids());

  it('asks witnesses for link type and victim, and the kinship for Familiar', () => {
    expect(primeiroPassoCompleto('testemunha', vazio)).toBe(false);
    const amigo = preencher(vazio, (v) => {
      v.vinculo = { pessoaTipo: 'Amigo', parentesco: null, vitimaVinculoId: null };
    });
    expect(primeiroPassoCompleto('testemunha', amigo)).toBe(false);
    amigo.vinculo = { ...amigo.vinculo, vitimaVinculoId: VITIMA_LINK };
    expect(primeiroPassoCompleto('testemunha', amigo)).toBe(true);
    const familiar = preencher(amigo, (v) => {
      v.vinculo = { pessoaTipo: 'Familiar', parentesco: null, vitimaVinculoId: VITIMA_LINK };
    });
    expect(primeiroPassoCompleto('suspeito', familiar)).toBe(false);
    familiar.vinculo = { ...familiar.vinculo, parentesco: 'irmão' };
    expect(primeiroPassoCompleto('suspeito', familiar)).toBe(true);
  });

  it('asks victims for the typification', () => {
    const vitima = valoresIniciais('vitima', null, [], ids());
    expect(primeiroPassoCompleto('vitima', vitima)).toBe(false);
    expect(primeiroPassoCompleto('vitima', { ...vitima, vitima: { ...vitima.vitima, crime_id: 2183 } })).toBe(
      true,
    );
  });
});

describe('adding a victim', () => {
  const inicial = valoresIniciais('vitima', null, [], ids());

  it('starts empty with fresh ids for link, person and address', () => {
    expect(new Set([inicial.id, inicial.pessoa.id, inicial.endereco.id]).size).toBe(3);
    expect(inicial.pessoa.nome).toBe('');
    expect(inicial.vitima?.crime_id).toBeNull();
  });

  it('requires the name and a valid CPF, with the spec messages', () => {
    const result = vitimaCreateRequest.safeParse(
      preencher(inicial, (v) => {
        v.pessoa.cpf = '123.456.789-00';
        v.vitima = { ...v.vitima, crime_id: 2183 };
      }),
    );
    const mensagens = Object.fromEntries(
      result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [],
    );
    expect(mensagens).toEqual({ 'pessoa.nome': 'Este campo é obrigatório', 'pessoa.cpf': 'CPF inválido.' });
  });

  it('posts an attempted homicide with its referral, null address and traits when left empty', () => {
    const valores = preencher(inicial, (v) => {
      v.pessoa.nome = 'Maria da Silva';
      v.pessoa.cpf = '529.982.247-25';
      v.vitima = { ...v.vitima, crime_id: 2183, encaminhado: 'UPA_BAYEUX', nic: 'NIC-1' };
    });
    const envio = montarEnvio(
      vitimaCreateRequest.parse(valores),
      contexto({ papel: 'vitima', modo: 'criar', documentosNovos: 2 }),
    );
    expect(envio).toMatchObject({
      id: valores.id,
      method: 'POST',
      url: `/casos/${CASO_ID}/vitimas`,
      label: 'Vítima Maria da Silva',
      casoId: CASO_ID,
    });
    const body = vitimaCreateRequest.parse(envio.body);
    expect(body).toMatchObject({
      id: valores.id,
      pessoa: { id: valores.pessoa.id, nome: 'Maria da Silva', cpf: '52998224725' },
      endereco: null,
      caracteristicas_fisicas: null,
      vitima: { crime_id: 2183, encaminhado: 'UPA_BAYEUX', nic: null },
    });
    // The list shows exactly what the server will return.
    const preview = pessoaCaso.parse(envio.preview);
    expect(preview).toMatchObject({
      id: valores.id,
      tipo: 'vitima',
      endereco: null,
      documentos: 2,
      created_at: AGORA,
      vitima: {
        crime: { id: 2183, nome_natureza: 'Tentativa de Homicídio' },
        encaminhamento: { codigo: 'UPA_BAYEUX', nome: 'UPA Bayeux' },
      },
      pessoaTipo: null,
    });
  });

  it('keeps a typed address with its city shown in the preview', () => {
    const valores = preencher(inicial, (v) => {
      v.pessoa.nome = 'Maria';
      v.vitima = { ...v.vitima, crime_id: 1, estado_cadaver: 'Ossada', meio_morte: 'Arma Branca' };
      v.endereco = { ...v.endereco, cidade_id: JOAO_PESSOA.id, cep: '58.000-000' };
      v.caracteristicas_fisicas = {
        ...v.caracteristicas_fisicas,
        tatuagem: 'SIM',
        tatuagem_descricao: 'Dragão',
      };
    });
    const envio = montarEnvio(
      vitimaCreateRequest.parse(valores),
      contexto({ papel: 'vitima', modo: 'criar' }),
    );
    expect(envio.preview.endereco).toMatchObject({
      id: valores.endereco.id,
      cep: '58000000',
      cidade: { id: JOAO_PESSOA.id, nome: 'João Pessoa', uf: 'PB' },
    });
    expect(envio.preview.caracteristicas_fisicas).toMatchObject({
      tatuagem: 'SIM',
      tatuagem_descricao: 'Dragão',
    });
    expect(envio.preview.vitima).toMatchObject({
      crime: { id: 1, nome_natureza: 'Homicídio' },
      encaminhamento: null,
    });
  });
});

describe('empty sections are sent as null', () => {
  it('counts neither the address id nor a description without SIM as data', () => {
    const inicial = valoresIniciais('vitima', null, [], ids());
    const valores = preencher(inicial, (v) => {
      v.pessoa.nome = 'Ana';
      v.vitima = { ...v.vitima, crime_id: 2183 };
      v.endereco = { ...v.endereco, rua: '   ' };
      v.caracteristicas_fisicas = { ...v.caracteristicas_fisicas, cicatriz: 'NÃO', cicatriz_descricao: 'x' };
    });
    const body = montarEnvio(vitimaCreateRequest.parse(valores), contexto({ papel: 'vitima', modo: 'criar' }))
      .body as { endereco: unknown; caracteristicas_fisicas: unknown };
    expect(body.endereco).toBeNull();
    expect(body.caracteristicas_fisicas).toEqual(
      expect.objectContaining({ cicatriz: 'NÃO', cicatriz_descricao: null }),
    );

    const semNada = preencher(valores, (v) => {
      v.caracteristicas_fisicas = { ...v.caracteristicas_fisicas, cicatriz: null };
    });
    const vazio = montarEnvio(
      vitimaCreateRequest.parse(semNada),
      contexto({ papel: 'vitima', modo: 'criar' }),
    ).body as { caracteristicas_fisicas: unknown };
    expect(vazio.caracteristicas_fisicas).toBeNull();
  });
});

describe('adding a witness or suspect', () => {
  it('posts the link to the chosen victim, kinship only for Familiar', () => {
    const inicial = valoresIniciais('testemunha', null, [VITIMA_LINK], ids());
    const valores = preencher(inicial, (v) => {
      v.pessoa.nome = 'José';
      v.vinculo = { pessoaTipo: 'Familiar', parentesco: 'irmão', vitimaVinculoId: VITIMA_LINK };
    });
    const envio = montarEnvio(
      vinculoCreateRequest.parse(valores),
      contexto({ papel: 'testemunha', modo: 'criar' }),
    );
    expect(envio).toMatchObject({
      method: 'POST',
      url: `/casos/${CASO_ID}/testemunhas`,
      label: 'Testemunha José',
    });
    expect(vinculoCreateRequest.parse(envio.body).vinculo).toEqual({
      pessoaTipo: 'Familiar',
      parentesco: 'irmão',
      vitimaVinculoId: VITIMA_LINK,
    });
    expect(pessoaCaso.parse(envio.preview)).toMatchObject({
      tipo: 'testemunha',
      vitima: null,
      pessoaTipo: 'Familiar',
      parentesco: 'irmão',
      vitimaVinculoId: VITIMA_LINK,
    });
  });

  it('refuses a missing link type and victim with the generic prompt', () => {
    const inicial = valoresIniciais('suspeito', null, [VITIMA_LINK], ids());
    const result = vinculoCreateRequest.safeParse(
      preencher(inicial, (v) => {
        v.pessoa.nome = 'Zé';
      }),
    );
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['vinculo.pessoaTipo', 'Este campo é obrigatório'],
      ['vinculo.vitimaVinculoId', 'Este campo é obrigatório'],
    ]);
  });

  it('uses the id of a person picked from the search, what is known winning over what was typed', () => {
    const inicial = valoresIniciais('suspeito', null, [VITIMA_LINK], ids());
    const digitada = { ...inicial.pessoa, nome: 'Ze', vulgo: 'Pequeno', telefone: '83 99999-0000' };
    const candidata = {
      id: 'd0000000-0000-4000-8000-000000000009',
      nome: 'Zé Pequeno',
      vulgo: null,
      cpf: '52998224725',
      data_nascimento: '1990-05-17',
      mae: null,
    };
    expect(pessoaDeCandidata(digitada, candidata)).toEqual({
      ...digitada,
      id: candidata.id,
      nome: 'Zé Pequeno',
      vulgo: 'Pequeno',
      cpf: '529.982.247-25',
      data_nascimento: '1990-05-17',
    });
    const perfil = {
      ...linhaLida({}).pessoa,
      id: candidata.id,
      nome: 'Zé Pequeno',
      rg: '123',
      telefone: null,
    };
    expect(mesclarConhecido(digitada, perfil)).toMatchObject({
      id: candidata.id,
      nome: 'Zé Pequeno',
      rg: '123',
      vulgo: 'Pequeno',
      telefone: '83 99999-0000',
    });
  });
});

function linhaLida(partial: Partial<PessoaCaso>): PessoaCaso {
  const base = valoresIniciais('suspeito', null, [], ids());
  const envio = montarEnvio(
    vinculoCreateRequest.parse({
      ...base,
      pessoa: { ...base.pessoa, nome: 'Zé' },
      vinculo: { pessoaTipo: 'Amigo', vitimaVinculoId: VITIMA_LINK },
    }),
    contexto({ papel: 'suspeito', modo: 'criar' }),
  );
  return { ...envio.preview, created_at: '2026-11-19T10:00:00.000Z', documentos: 3, ...partial };
}

describe('editing', () => {
  it('starts from the row, keeping its address id, or with a new one when it had none', () => {
    const semEndereco = linhaLida({});
    const valores = valoresIniciais('suspeito', semEndereco, [VITIMA_LINK], ids());
    expect(valores.id).toBe(semEndereco.id);
    expect(valores.pessoa).toMatchObject({ id: semEndereco.pessoa.id, nome: 'Zé', cpf: '' });
    expect(valores.endereco.id).toMatch(/^c0000000-/);
    expect(valores.vinculo).toEqual({ pessoaTipo: 'Amigo', parentesco: null, vitimaVinculoId: VITIMA_LINK });

    const endereco = {
      id: 'e0000000-0000-4000-8000-000000000001',
      rua: 'Rua A',
      numero: null,
      bairro: null,
      complemento: null,
      cidade_id: JOAO_PESSOA.id,
      cep: null,
      cidade: JOAO_PESSOA,
    };
    const comEndereco = valoresIniciais('suspeito', linhaLida({ endereco }), [VITIMA_LINK], ids());
    expect(comEndereco.endereco).toEqual({
      id: endereco.id,
      rua: 'Rua A',
      numero: '',
      bairro: '',
      complemento: '',
      cidade_id: JOAO_PESSOA.id,
      cep: '',
    });
  });

  it('leaves the victim unchosen when the linked one is no longer in the case', () => {
    expect(valoresIniciais('testemunha', linhaLida({}), [], ids()).vinculo?.vitimaVinculoId).toBeNull();
  });

  it('puts the whole record to the person, the preview keeping link id, date and document count', () => {
    const linha = linhaLida({});
    const valores = valoresIniciais('suspeito', linha, [VITIMA_LINK], ids());
    valores.pessoa.vulgo = 'Pequeno';
    const envio = montarEnvio(
      vinculoUpdateRequest.parse(valores),
      contexto({ papel: 'suspeito', modo: 'editar', linha }),
    );
    expect(envio).toMatchObject({
      method: 'PUT',
      url: `/casos/${CASO_ID}/suspeitos/${linha.pessoa.id}`,
      label: 'Editar suspeito Zé',
    });
    expect(envio.id).not.toBe(linha.id);
    expect(envio.body).not.toHaveProperty('id');
    expect(vinculoUpdateRequest.parse(envio.body).pessoa.vulgo).toBe('Pequeno');
    expect(pessoaCaso.parse(envio.preview)).toMatchObject({
      id: linha.id,
      created_at: linha.created_at,
      documentos: 3,
    });
  });

  it('keeps the city and referral it read when the reference lists are not on the device', () => {
    const vitimaBase = valoresIniciais('vitima', null, [], ids());
    const criada = montarEnvio(
      vitimaCreateRequest.parse({
        ...vitimaBase,
        pessoa: { ...vitimaBase.pessoa, nome: 'Ana' },
        endereco: { ...vitimaBase.endereco, cidade_id: JOAO_PESSOA.id },
        vitima: { crime_id: 2183, encaminhado: 'UPA_BAYEUX' },
      }),
      contexto({ papel: 'vitima', modo: 'criar' }),
    ).preview;
    const valores = valoresIniciais('vitima', criada, [], ids());
    const envio = montarEnvio(
      vitimaUpdateRequest.parse(valores),
      contexto({
        papel: 'vitima',
        modo: 'editar',
        linha: criada,
        municipio: () => undefined,
        encaminhamentos: [],
      }),
    );
    expect(envio.preview.endereco?.cidade).toEqual(JOAO_PESSOA);
    expect(envio.preview.vitima?.encaminhamento).toEqual({ codigo: 'UPA_BAYEUX', nome: 'UPA Bayeux' });
  });
});

describe('deleting', () => {
  it('deletes the person from the role list of the case', () => {
    const linha = linhaLida({});
    expect(montarExclusao('suspeito', CASO_ID, linha, ids())).toEqual({
      id: 'c0000000-0000-4000-8000-000000000001',
      method: 'DELETE',
      url: `/casos/${CASO_ID}/suspeitos/${linha.pessoa.id}`,
      label: 'Apagar suspeito Zé',
      casoId: CASO_ID,
    });
  });
});

describe('server refusals land under their fields', () => {
  it('maps issue paths the form knows, first message per field', () => {
    const campos = camposDoForm(valoresIniciais('vitima', null, [], ids()));
    expect(campos).toContain('pessoa.cpf');
    expect(campos).toContain('vitima.meio_morte');
    expect(campos).toContain('endereco.cidade_id');
    expect(
      errosNosCampos(
        [
          { path: 'pessoa.cpf', message: 'CPF inválido.' },
          { path: 'pessoa.cpf', message: 'outra' },
          { path: 'vitima.meio_morte', message: 'Este campo é obrigatório' },
          { path: 'caso', message: 'não é campo' },
        ],
        campos,
      ),
    ).toEqual([
      { campo: 'pessoa.cpf', mensagem: 'CPF inválido.' },
      { campo: 'vitima.meio_morte', mensagem: 'Este campo é obrigatório' },
    ]);
  });
});

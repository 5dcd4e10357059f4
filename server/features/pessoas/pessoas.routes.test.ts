import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pessoaCaso } from '../../../shared/schemas/pessoa-caso';
import { pessoaBuscaResponse } from '../../../shared/schemas/pessoas';
import {
  caracteristicasFisicas,
  documentos,
  enderecos,
  mediaObjects,
  pessoas,
  suspeitos,
  testemunhas,
  vitimas,
} from '../../db/schema';
import { setupTestServer } from '../../test/harness';
import {
  HOMICIDIO,
  JOAO_PESSOA,
  novoCpf,
  pessoasApi,
  pontuado,
  TENTATIVA,
  userId,
  vinculo,
  vitimaHomicidio,
} from '../../test/pessoas-fixtures';
import { loadPessoasDoCaso } from './pessoa-caso.view';

const server = setupTestServer();

const { criarCaso, post, put, del, auditoria } = pessoasApi(server);

const issues = (response: { json(): unknown }) =>
  (response.json() as { issues?: { path: string; message: string }[] }).issues ?? [];

describe('POST /casos/:casoId/vitimas', () => {
  it('asks a homicide victim for corpse state and means of death, then stores the death fields', async () => {
    const cookie = await server.login('delegado');
    const caso = await criarCaso(cookie);

    const semCampos = vitimaHomicidio({ vitima: { crime_id: HOMICIDIO } });
    const recusada = await post(cookie, caso.id, 'vitimas', semCampos);
    expect(recusada.statusCode).toBe(400);
    expect(issues(recusada)).toEqual(
      expect.arrayContaining([
        { path: 'vitima.estado_cadaver', message: 'Este campo é obrigatório' },
        { path: 'vitima.meio_morte', message: 'Este campo é obrigatório' },
      ]),
    );

    const body = vitimaHomicidio({
      endereco: {
        id: randomUUID(),
        rua: 'Rua das Flores',
        numero: '10',
        cidade_id: JOAO_PESSOA,
        cep: '58000-000',
      },
      anotacoes: 'Encontrada pela manhã',
      vitima: {
        crime_id: HOMICIDIO,
        nic: '123/2026',
        estado_cadaver: 'Morte Recente',
        data_morte: '2026-01-15',
        hora_morte: '14:30',
        meio_morte: 'Arma de Fogo',
        abordagem: 'NÃO',
        abordagemDados: 'não deveria ficar',
        reacao: 'SIM',
        reacaoDados: 'Correu',
        subtracao_bens: 'DESCONHECIDO',
        bens_subtraidos: 'não deveria ficar',
        encaminhado: 'UPA_BAYEUX',
      },
    });
    const response = await post(cookie, caso.id, 'vitimas', body);
    expect(response.statusCode).toBe(201);
    const vitima = pessoaCaso.parse(response.json());
    expect(vitima).toMatchObject({
      id: body.id,
      tipo: 'vitima',
      pessoa: { id: body.pessoa.id, nome: 'José da Silva' },
      anotacoes: 'Encontrada pela manhã',
      endereco: {
        rua: 'Rua das Flores',
        cep: '58000000',
        cidade: {
          id: JOAO_PESSOA,
          nome: 'João Pessoa',
          uf: 'PB',
          estado: { nome: 'Paraíba', latitude: -7.28, longitude: -36.72 },
        },
      },
      vitima: {
        crime_id: HOMICIDIO,
        crime: { id: HOMICIDIO, nome_natureza: 'Homicídio' },
        nic: '123/2026',
        estado_cadaver: 'Morte Recente',
        data_morte: '2026-01-15',
        hora_morte: '14:30',
        meio_morte: 'Arma de Fogo',
        abordagemDados: null,
        reacaoDados: 'Correu',
        bens_subtraidos: null,
        encaminhado: null,
        encaminhamento: null,
      },
      pessoaTipo: null,
      documentos: 0,
    });

    const [row] = await server.db.select().from(vitimas).where(eq(vitimas.id, body.id));
    expect(row).toMatchObject({
      casoId: caso.id,
      data_morte: '2026-01-15',
      hora_morte: '14:30',
      encaminhado: null,
    });
    const audits = await auditoria('vitima.created', caso.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.context).toMatchObject({ pessoaId: body.pessoa.id, pessoaExistente: false });
  });

  it('keeps the referral and drops the death fields for an attempted homicide', async () => {
    const cookie = await server.login('delegado');
    const caso = await criarCaso(cookie);

    const outroVazio = await post(
      cookie,
      caso.id,
      'vitimas',
      vitimaHomicidio({ vitima: { crime_id: TENTATIVA, encaminhado: 'OUTRO' } }),
    );
    expect(outroVazio.statusCode).toBe(400);
    expect(issues(outroVazio)).toContainEqual({
      path: 'vitima.encaminhado_outro',
      message: 'Insira o local de encaminhamento.',
    });

    const desconhecido = await post(
      cookie,
      caso.id,
      'vitimas',
      vitimaHomicidio({ vitima: { crime_id: TENTATIVA, encaminhado: 'NAO_EXISTE' } }),
    );
    expect(desconhecido.statusCode).toBe(400);
    expect(desconhecido.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Encaminhamento inválido.',
      issues: [{ path: 'vitima.encaminhado' }],
    });

    const body = vitimaHomicidio({
      vitima: {
        crime_id: TENTATIVA,
        nic: '1',
        estado_cadaver: 'Ossada',
        data_morte: '2026-01-01',
        hora_morte: '10:00',
        meio_morte: 'Afogamento',
        encaminhado: 'HETSHL',
        encaminhado_outro: 'não deveria ficar',
        sobrevivente: 'SIM',
      },
    });
    const response = await post(cookie, caso.id, 'vitimas', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().vitima).toMatchObject({
      crime_id: TENTATIVA,
      nic: null,
      estado_cadaver: null,
      data_morte: null,
      hora_morte: null,
      meio_morte: null,
      encaminhado: 'HETSHL',
      encaminhamento: { codigo: 'HETSHL', nome: expect.stringContaining('Hospital') },
      encaminhado_outro: null,
      sobrevivente: 'SIM',
    });

    const outro = await post(
      cookie,
      caso.id,
      'vitimas',
      vitimaHomicidio({
        pessoa: { id: randomUUID(), nome: 'Pedro Alves' },
        vitima: { crime_id: TENTATIVA, encaminhado: 'OUTRO', encaminhado_outro: 'Hospital Particular' },
      }),
    );
    expect(outro.statusCode).toBe(201);
    expect(outro.json().vitima).toMatchObject({
      encaminhado: 'OUTRO',
      encaminhado_outro: 'Hospital Particular',
    });
  });

  it('keeps scar and tattoo descriptions only with SIM and refuses an invalid CPF', async () => {
    const cookie = await server.login('delegado');
    const caso = await criarCaso(cookie);

    const cpfRuim = await post(
      cookie,
      caso.id,
      'vitimas',
      vitimaHomicidio({ pessoa: { id: randomUUID(), nome: 'Ana Lima', cpf: '123.456.789-00' } }),
    );
    expect(cpfRuim.statusCode).toBe(400);
    expect(issues(cpfRuim)).toContainEqual({ path: 'pessoa.cpf', message: 'CPF inválido.' });

    const body = vitimaHomicidio({
      caracteristicas_fisicas: {
        cor_cabelo: 'PRETO',
        cicatriz: 'NÃO',
        cicatriz_descricao: 'não deveria ficar',
        tatuagem: 'SIM',
        tatuagem_descricao: 'Dragão no braço',
      },
    });
    const response = await post(cookie, caso.id, 'vitimas', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().caracteristicas_fisicas).toMatchObject({
      cor_cabelo: 'PRETO',
      cicatriz: 'NÃO',
      cicatriz_descricao: null,
      tatuagem: 'SIM',
      tatuagem_descricao: 'Dragão no braço',
    });
  });

  it('answers a repeated create with the stored row and refuses the same id with other content', async () => {
    const cookie = await server.login('delegado');
    const caso = await criarCaso(cookie);
    const body = vitimaHomicidio({ pessoa: { id: randomUUID(), nome: 'Carlos Repetido', cpf: novoCpf() } });

    const first = await post(cookie, caso.id, 'vitimas', body);
    expect(first.statusCode).toBe(201);
    const repeat = await post(cookie, caso.id, 'vitimas', body);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(await server.db.select().from(vitimas).where(eq(vitimas.casoId, caso.id))).toHaveLength(1);
    expect(await auditoria('vitima.created', caso.id)).toHaveLength(1);
    // The repeat answered the person as the case holds them now: a look on record.
    const [devolvido] = await auditoria('registro.devolvido', caso.id);
    expect(devolvido).toMatchObject({
      message: 'Vítima: Carlos Repetido: enviado sem alteração e devolvido como está',
      context: { recurso: 'vitima', registroId: body.id, criacao: true },
    });

    const changed = await post(cookie, caso.id, 'vitimas', {
      ...body,
      vitima: { ...body.vitima, meio_morte: 'Arma Branca' },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('IDEMPOTENCY_CONFLICT');

    const otherCase = await criarCaso(cookie);
    const moved = await post(cookie, otherCase.id, 'vitimas', body);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });
});

describe('POST /casos/:casoId/testemunhas', () => {
  it('asks a Familiar for the kinship and drops it for other link types', async () => {
    const cookie = await server.login('delegado');
    const caso = await criarCaso(cookie);
    const vitima = vitimaHomicidio();
    expect((await post(cookie, caso.id, 'vitimas', vitima)).statusCode).toBe(201);

    const semParentesco = await post(
      cookie,
      caso.id,
      'testemunhas',
      vinculo(vitima.id, { vinculo: { pessoaTipo: 'Familiar', vitimaVinculoId: vitima.id } }),
    );
    expect(semParentesco.statusCode).toBe(400);
    expect(issues(semParentesco)).toContainEqual({
      path: 'vinculo.parentesco',
      message: 'Este campo é obrigatório',
    });

    const familiar = await post(
      cookie,
      caso.id,
      'testemunhas',
      vinculo(vitima.id, {
        vinculo: { pessoaTipo: 'Familiar', parentesco: 'irmão', vitimaVinculoId: vitima.id },
      }),
    );
    expect(familiar.statusCode).toBe(201);
    expect(familiar.json()).toMatchObject({
      tipo: 'testemunha',
      pessoaTipo: 'Familiar',
      parentesco: 'irmão',
      vitimaVinculoId: vitima.id,
    });

    const vizinho = await post(
      cookie,
      caso.id,
      'testemunhas',
      vinculo(vitima.id, {
        pessoa: { id: randomUUID(), nome: 'Paulo Vizinho' },
        vinculo: { pessoaTipo: 'Vizinho', parentesco: 'tio', vitimaVinculoId: vitima.id },
      }),
    );
    expect(vizinho.statusCode).toBe(201);
    expect(vizinho.json()).toMatchObject({ pessoaTipo: 'Vizinho', parentesco: null });
    expect(await auditoria('testemunha.created', caso.id)).toHaveLength(2);
  });

  it('refuses a link to a victim of another case with 422', async () => {
    const cookie = await server.login('delegado');
    const casoA = await criarCaso(cookie);
    const casoB = await criarCaso(cookie);
    const vitimaDeA = vitimaHomicidio();
    expect((await post(cookie, casoA.id, 'vitimas', vitimaDeA)).statusCode).toBe(201);

    const response = await post(cookie, casoB.id, 'testemunhas', vinculo(vitimaDeA.id));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'Vítima não encontrada neste caso.',
    });
    expect(await server.db.select().from(testemunhas).where(eq(testemunhas.casoId, casoB.id))).toHaveLength(
      0,
    );
  });
});

describe('PUT and DELETE of a person in a case', () => {
  it('overwrites the person, address, traits and victim facts and answers the new values', async () => {
    const cookie = await server.login('delegado');
    const caso = await criarCaso(cookie);
    const enderecoId = randomUUID();
    const body = vitimaHomicidio({
      pessoa: { id: randomUUID(), nome: 'Fábio Costa', mae: 'Rita Costa' },
      endereco: { id: enderecoId, rua: 'Rua A', cidade_id: JOAO_PESSOA },
      caracteristicas_fisicas: { cor_olhos: 'AZUL', cicatriz: 'SIM', cicatriz_descricao: 'Na testa' },
    });
    expect((await post(cookie, caso.id, 'vitimas', body)).statusCode).toBe(201);

    const update = {
      pessoa: { id: body.pessoa.id, nome: 'Fábio Costa Neto', mae: null, cpf: novoCpf() },
      endereco: { id: enderecoId, rua: 'Rua B', numero: '22', cidade_id: JOAO_PESSOA },
      caracteristicas_fisicas: { cor_olhos: 'PRETO', cicatriz: 'NÃO', cicatriz_descricao: 'Na testa' },
      anotacoes: 'Revisado',
      vitima: { crime_id: TENTATIVA, encaminhado: 'UPA_SANTA_RITA' },
    };
    const response = await put(cookie, caso.id, 'vitimas', body.pessoa.id, update);
    expect(response.statusCode).toBe(200);
    expect(pessoaCaso.parse(response.json())).toMatchObject({
      id: body.id,
      pessoa: { nome: 'Fábio Costa Neto', mae: null, cpf: update.pessoa.cpf },
      endereco: { id: enderecoId, rua: 'Rua B', numero: '22' },
      caracteristicas_fisicas: { cor_olhos: 'PRETO', cicatriz: 'NÃO', cicatriz_descricao: null },
      anotacoes: 'Revisado',
      vitima: {
        crime_id: TENTATIVA,
        estado_cadaver: null,
        meio_morte: null,
        encaminhamento: { codigo: 'UPA_SANTA_RITA' },
      },
    });
    expect(
      await server.db.select().from(enderecos).where(eq(enderecos.pessoaId, body.pessoa.id)),
    ).toHaveLength(1);

    const [audit] = await auditoria('vitima.updated', caso.id);
    expect(audit?.context.campos).toEqual(
      expect.arrayContaining(['pessoa.nome', 'pessoa.mae', 'endereco.rua', 'vitima.crime_id', 'anotacoes']),
    );

    const again = await put(cookie, caso.id, 'vitimas', body.pessoa.id, update);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(response.json());
    // Sent again, or sent with nothing but a version, the person comes back whole: a look on record.
    const soVersao = await put(cookie, caso.id, 'vitimas', body.pessoa.id, {}, 2);
    expect(soVersao.json()).toEqual(response.json());
    const devolvidos = await auditoria('registro.devolvido', caso.id);
    expect(devolvidos).toHaveLength(2);
    expect(devolvidos[0]).toMatchObject({
      message: 'Vítima: Fábio Costa Neto: enviado sem alteração e devolvido como está',
      context: { recurso: 'vitima', versao: 2 },
    });
  });

  it('refuses a body for another person, a CPF of another person, and a person not in the case', async () => {
    const cookie = await server.login('delegado');
    const caso = await criarCaso(cookie);
    const cpfOutro = novoCpf();
    const outro = vitimaHomicidio({ pessoa: { id: randomUUID(), nome: 'Dono do CPF', cpf: cpfOutro } });
    expect((await post(cookie, caso.id, 'vitimas', outro)).statusCode).toBe(201);
    const vitima = vitimaHomicidio();
    expect((await post(cookie, caso.id, 'vitimas', vitima)).statusCode).toBe(201);
    const base = { vitima: vitima.vitima };

    const wrongId = await put(cookie, caso.id, 'vitimas', vitima.pessoa.id, {
      ...base,
      pessoa: { id: randomUUID(), nome: 'X' },
    });
    expect(wrongId.statusCode).toBe(400);
    expect(wrongId.json().code).toBe('VALIDATION_FAILED');

    const cpfTaken = await put(cookie, caso.id, 'vitimas', vitima.pessoa.id, {
      ...base,
      pessoa: { id: vitima.pessoa.id, nome: 'José da Silva', cpf: cpfOutro },
    });
    expect(cpfTaken.statusCode).toBe(409);
    expect(cpfTaken.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Já existe outra pessoa com este CPF.',
    });

    const absent = randomUUID();
    const notInCase = await put(cookie, caso.id, 'testemunhas', absent, {
      pessoa: { id: absent, nome: 'Ninguém' },
      vinculo: { pessoaTipo: 'Amigo', vitimaVinculoId: vitima.id },
    });
    expect(notInCase.statusCode).toBe(404);
  });

  it('updates a suspect link and removes it from the case, keeping the person; a repeated delete answers 200', async () => {
    const cookie = await server.login('delegado');
    const caso = await criarCaso(cookie);
    const vitima = vitimaHomicidio();
    expect((await post(cookie, caso.id, 'vitimas', vitima)).statusCode).toBe(201);
    const suspeito = vinculo(vitima.id, { pessoa: { id: randomUUID(), nome: 'Suspeito Um' } });
    expect((await post(cookie, caso.id, 'suspeitos', suspeito)).statusCode).toBe(201);

    const updated = await put(cookie, caso.id, 'suspeitos', suspeito.pessoa.id, {
      pessoa: suspeito.pessoa,
      vinculo: { pessoaTipo: 'Familiar', parentesco: 'primo', vitimaVinculoId: vitima.id },
      caracteristicas_fisicas: { tatuagem: 'SIM', tatuagem_descricao: 'Âncora' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      pessoaTipo: 'Familiar',
      parentesco: 'primo',
      caracteristicas_fisicas: { tatuagem: 'SIM', tatuagem_descricao: 'Âncora' },
    });
    expect(await auditoria('suspeito.updated', caso.id)).toHaveLength(1);

    const removed = await del(cookie, caso.id, 'suspeitos', suspeito.pessoa.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect(await server.db.select().from(suspeitos).where(eq(suspeitos.casoId, caso.id))).toHaveLength(0);
    expect(await server.db.select().from(pessoas).where(eq(pessoas.id, suspeito.pessoa.id))).toHaveLength(1);
    expect(
      await server.db
        .select()
        .from(caracteristicasFisicas)
        .where(eq(caracteristicasFisicas.pessoaId, suspeito.pessoa.id)),
    ).toHaveLength(1);

    const repeat = await del(cookie, caso.id, 'suspeitos', suspeito.pessoa.id);
    expect(repeat.statusCode).toBe(200);
    expect(await auditoria('suspeito.deleted', caso.id)).toHaveLength(1);
  });
});

describe('access to a case’s people', () => {
  it('answers 404 to a non-member on create, update and delete', async () => {
    const owner = await server.login('delegado');
    const caso = await criarCaso(owner);
    const vitima = vitimaHomicidio();
    expect((await post(owner, caso.id, 'vitimas', vitima)).statusCode).toBe(201);

    const outsider = await server.login('investigador');
    const create = await post(outsider, caso.id, 'vitimas', vitimaHomicidio());
    expect(create.statusCode).toBe(404);
    const update = await put(outsider, caso.id, 'vitimas', vitima.pessoa.id, {
      pessoa: { ...vitima.pessoa, nome: 'Invasor' },
      vitima: vitima.vitima,
    });
    expect(update.statusCode).toBe(404);
    const remove = await del(outsider, caso.id, 'vitimas', vitima.pessoa.id);
    expect(remove.statusCode).toBe(404);

    const [row] = await server.db.select().from(pessoas).where(eq(pessoas.id, vitima.pessoa.id));
    expect(row?.nome).toBe('José da Silva');
    expect(await server.db.select().from(vitimas).where(eq(vitimas.casoId, caso.id))).toHaveLength(1);
  });

  it('refuses the profile without ver_perfil and answers 404 for an unknown person', async () => {
    const perito = await server.login('perito');
    const forbidden = await server.api({
      method: 'GET',
      url: `/pessoas/${randomUUID()}/perfil`,
      cookie: perito,
    });
    expect(forbidden.statusCode).toBe(403);

    const cookie = await server.login('delegado');
    const unknown = await server.api({ method: 'GET', url: `/pessoas/${randomUUID()}/perfil`, cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Pessoa não encontrada.');
  });
});

describe('GET /pessoas/busca', () => {
  it('finds names without accents or case and CPFs by a typed prefix', async () => {
    const cookie = await server.login('delegado');
    const caso = await criarCaso(cookie);
    const cpf = novoCpf();
    const jose = vitimaHomicidio({
      pessoa: { id: randomUUID(), nome: 'José Ávila Buscado', cpf, vulgo: 'Zé Grande' },
    });
    expect((await post(cookie, caso.id, 'vitimas', jose)).statusCode).toBe(201);

    const parecido = vitimaHomicidio({
      pessoa: { id: randomUUID(), nome: 'Mariana Josefa Ávila Buscadora Pereira' },
    });
    expect((await post(cookie, caso.id, 'vitimas', parecido)).statusCode).toBe(201);

    const byName = await server.api({ method: 'GET', url: '/pessoas/busca?q=jose%20avila', cookie });
    expect(byName.statusCode).toBe(200);
    const found = pessoaBuscaResponse.parse(byName.json()).data;
    expect(found.map((p) => p.id).slice(0, 2)).toEqual([jose.pessoa.id, parecido.pessoa.id]);
    expect(found.length).toBeLessThanOrEqual(10);

    const byVulgo = await server.api({ method: 'GET', url: '/pessoas/busca?q=ZE%20GRANDE', cookie });
    expect(byVulgo.json().data.map((p: { id: string }) => p.id)).toContain(jose.pessoa.id);

    const prefix = encodeURIComponent(pontuado(cpf).slice(0, 7));
    const byCpf = await server.api({ method: 'GET', url: `/pessoas/busca?q=${prefix}`, cookie });
    expect(byCpf.json().data).toContainEqual(expect.objectContaining({ id: jose.pessoa.id, cpf }));

    const none = await server.api({ method: 'GET', url: '/pessoas/busca?q=xyzwq', cookie });
    expect(none.json().data).toEqual([]);

    const short = await server.api({ method: 'GET', url: '/pessoas/busca?q=jo', cookie });
    expect(short.statusCode).toBe(400);
  });
});

describe('loadPessoasDoCaso', () => {
  it('gives every person of the case in the PessoaCaso shape, oldest first, with document counts', async () => {
    const cookie = await server.login('delegado');
    const caso = await criarCaso(cookie);
    const primeira = vitimaHomicidio({
      endereco: { id: randomUUID(), bairro: 'Centro', cidade_id: JOAO_PESSOA },
      vitima: { crime_id: HOMICIDIO, estado_cadaver: 'Ossada', meio_morte: 'Outros', hora_morte: '08:05' },
    });
    const segunda = vitimaHomicidio({ pessoa: { id: randomUUID(), nome: 'Segunda Vítima' } });
    for (const body of [primeira, segunda]) {
      expect((await post(cookie, caso.id, 'vitimas', body)).statusCode).toBe(201);
    }
    const testemunha = vinculo(primeira.id);
    expect((await post(cookie, caso.id, 'testemunhas', testemunha)).statusCode).toBe(201);
    const suspeito = vinculo(segunda.id, { pessoa: { id: randomUUID(), nome: 'Suspeito Dois' } });
    expect((await post(cookie, caso.id, 'suspeitos', suspeito)).statusCode).toBe(201);

    const mediaId = randomUUID();
    await server.db.insert(mediaObjects).values({
      id: mediaId,
      casoId: caso.id,
      sha256: createHash('sha256').update(mediaId).digest('hex'),
      sizeBytes: 3,
      contentType: 'image/png',
      storageKey: `teste/${mediaId}`,
      kind: 'document',
      createdBy: userId('delegado'),
    });
    await server.db.insert(documentos).values({
      id: randomUUID(),
      pessoaId: primeira.pessoa.id,
      casoId: caso.id,
      tipo: 'RG',
      mediaId,
      createdBy: userId('delegado'),
    });

    const pessoasDoCaso = await loadPessoasDoCaso(server.db, caso.id);
    const todas = [...pessoasDoCaso.vitimas, ...pessoasDoCaso.testemunhas, ...pessoasDoCaso.suspeitos];
    for (const p of todas) expect(pessoaCaso.safeParse(p).error).toBeUndefined();
    expect(pessoasDoCaso.vitimas.map((p) => p.id)).toEqual([primeira.id, segunda.id]);
    expect(pessoasDoCaso.testemunhas.map((p) => p.id)).toEqual([testemunha.id]);
    expect(pessoasDoCaso.suspeitos.map((p) => p.id)).toEqual([suspeito.id]);
    expect(pessoasDoCaso.vitimas[0]).toMatchObject({
      documentos: 1,
      endereco: { bairro: 'Centro', cidade: { nome: 'João Pessoa', uf: 'PB' } },
      vitima: { hora_morte: '08:05' },
    });
    expect(pessoasDoCaso.vitimas[1]?.documentos).toBe(0);

    const perfil = await server.api({ method: 'GET', url: `/pessoas/${primeira.pessoa.id}/perfil`, cookie });
    expect(perfil.json().documentos).toHaveLength(1);
    expect(perfil.json().enderecos).toHaveLength(1);
  });
});

describe('the 24-hour rule', () => {
  it('refuses create, update and delete once the case is older than 24 hours', async () => {
    let cookie = await server.login('delegado');
    const caso = await criarCaso(cookie);
    const vitima = vitimaHomicidio();
    expect((await post(cookie, caso.id, 'vitimas', vitima)).statusCode).toBe(201);

    server.clock.advance(25 * 3600 * 1000);
    cookie = await server.login('delegado');
    try {
      const responses = [
        await post(cookie, caso.id, 'vitimas', vitimaHomicidio()),
        await put(cookie, caso.id, 'vitimas', vitima.pessoa.id, {
          pessoa: vitima.pessoa,
          vitima: vitima.vitima,
        }),
        await del(cookie, caso.id, 'vitimas', vitima.pessoa.id),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('EDIT_WINDOW_CLOSED');
        expect(response.json().message).toContain('24 horas');
      }
    } finally {
      server.clock.reset();
    }
    expect(await server.db.select().from(vitimas).where(eq(vitimas.casoId, caso.id))).toHaveLength(1);
  });
});

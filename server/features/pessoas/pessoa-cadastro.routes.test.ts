/**
 * Issue 39, item 9: a person shared by two cases. An edit in case A that changes who the person is
 * in the registry is written in case B's history (who, from which case, before → after) and moves
 * B's revision; B's members learn that much of A and nothing more; the old CPF and name still
 * find the person.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alteracaoCaso } from '../../../shared/schemas/versao';
import type { Tx } from '../../db/client';
import { logs, pessoasCaso } from '../../db/schema';
import { setupTestServer } from '../../test/harness';
import { novoCpf, pessoasApi, userId, vitimaHomicidio } from '../../test/pessoas-fixtures';
import { atualizarCadastro } from './pessoa-cadastro';

const server = setupTestServer();
const api = pessoasApi(server);

const CPF_ANTIGO = novoCpf();
const CPF_NOVO = novoCpf();
const SOBRENOME = `Cadastrada${randomUUID().slice(0, 6).replace(/\d/g, 'q')}`;
const pessoaId = randomUUID();
const original = { id: pessoaId, nome: `Marta ${SOBRENOME}`, cpf: CPF_ANTIGO, mae: 'Joana Antiga' };

let delegado: string;
let investigador: string;
let perito: string;
let casoA: { id: string; identificador: string };
let casoB: { id: string; identificador: string };

const get = async (cookie: string, url: string) => {
  const response = await server.api({ method: 'GET', url, cookie });
  return response;
};
const ok = async <T>(cookie: string, url: string): Promise<T> => {
  const response = await get(cookie, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const revisao = async (cookie: string, casoId: string) =>
  (await ok<{ revisao: number }>(cookie, `/casos/${casoId}/revisao`)).revisao;
const historico = async (cookie: string, casoId: string) =>
  alteracaoCaso.array().parse(await ok(cookie, `/casos/${casoId}/alteracoes`));
const vitimaNoCaso = async (cookie: string, casoId: string, id = pessoaId) =>
  (
    await ok<{ vitimas: { pessoa: Record<string, unknown>; versao: number; outros_casos?: number }[] }>(
      cookie,
      `/casos/${casoId}`,
    )
  ).vitimas.find((v) => v.pessoa.id === id);

beforeAll(async () => {
  delegado = await server.login('delegado');
  investigador = await server.login('investigador');
  perito = await server.login('perito');
  // Case B, the investigator's, shared with the forensic expert (who may not read profiles).
  casoB = await api.criarCaso(investigador, 'Caso B Vizinho');
  const emB = vitimaHomicidio({ pessoa: { ...original, profissao: 'Costureira' } });
  expect((await api.post(investigador, casoB.id, 'vitimas', emB)).statusCode).toBe(201);
  const partilha = await server.api({
    method: 'POST',
    url: `/casos/${casoB.id}/compartilhamentos`,
    cookie: investigador,
    payload: { id: randomUUID(), matricula: '1000005' },
  });
  expect(partilha.statusCode, partilha.body).toBe(201);
  // Case A, the delegate's: the person found by search and linked as they are on record.
  casoA = await api.criarCaso(delegado, 'Homicídio Sigiloso A');
  const emA = vitimaHomicidio({ pessoa: { ...original } });
  expect((await api.post(delegado, casoA.id, 'vitimas', emA)).statusCode).toBe(201);
});

describe('a person shared by two cases', () => {
  it('an edit from A of name, CPF and mother is in B’s history, and only that of A', async () => {
    const lida = await vitimaNoCaso(delegado, casoA.id);
    expect(lida?.outros_casos).toBe(1);
    const revisaoB = await revisao(investigador, casoB.id);

    const put = await api.put(delegado, casoA.id, 'vitimas', pessoaId, {
      versao_base: lida?.versao,
      pessoa: {
        ...lida?.pessoa,
        nome: `Mirtes Alterada ${SOBRENOME}`,
        cpf: CPF_NOVO,
        mae: 'Joana Nova',
        profissao: 'Contrabandista',
        faccao: 'Facção Do Caso A',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await revisao(investigador, casoB.id)).toBeGreaterThan(revisaoB);

    // What a member of B reads: who, from which case, each field of who the person is.
    const lidoPorB = await get(perito, `/casos/${casoB.id}/alteracoes`);
    expect(lidoPorB.statusCode).toBe(200);
    const [entrada, ...antes] = alteracaoCaso.array().parse(lidoPorB.json());
    expect(antes.every((a) => a.recurso !== 'cadastro')).toBe(true);
    expect(entrada).toMatchObject({
      recurso: 'cadastro',
      registro_id: pessoaId,
      registro: `Cadastro único: Marta ${SOBRENOME}`,
      acao: 'alterado',
      origem: casoA.identificador,
      por: { matricula: '1000002' },
    });
    // The expert reads no profiles: of who the person is, what the search would show him.
    const mascara = (c: string) => `***.${c.slice(3, 6)}.${c.slice(6, 9)}-**`;
    expect(entrada?.campos).toEqual([
      { campo: 'pessoa.nome', antes: `Marta ${SOBRENOME}`, depois: `Mirtes Alterada ${SOBRENOME}` },
      { campo: 'pessoa.cpf', antes: mascara(CPF_ANTIGO), depois: mascara(CPF_NOVO) },
      {
        campo: 'pessoa.mae',
        antes: '(visível a quem vê perfis de pessoas)',
        depois: '(visível a quem vê perfis de pessoas)',
      },
    ]);
    const [paraQuemVePerfis] = await historico(investigador, casoB.id);
    expect(paraQuemVePerfis?.campos).toEqual([
      { campo: 'pessoa.nome', antes: `Marta ${SOBRENOME}`, depois: `Mirtes Alterada ${SOBRENOME}` },
      { campo: 'pessoa.cpf', antes: CPF_ANTIGO, depois: CPF_NOVO },
      { campo: 'pessoa.mae', antes: 'Joana Antiga', depois: 'Joana Nova' },
    ]);
    // Nothing else of A: not its name, not the person's role or what A records of them.
    for (const deA of ['Sigiloso', 'Contrabandista', 'Facção', 'vitima', casoA.id]) {
      expect(lidoPorB.body).not.toContain(deA);
    }
    expect((await get(perito, `/casos/${casoA.id}/alteracoes`)).statusCode).toBe(404);

    // B's own record of the person is B's: unchanged. A's history has its own edit, not this entry.
    expect((await vitimaNoCaso(investigador, casoB.id))?.pessoa).toMatchObject({
      nome: `Marta ${SOBRENOME}`,
      cpf: CPF_ANTIGO,
      mae: 'Joana Antiga',
      profissao: 'Costureira',
    });
    expect((await historico(delegado, casoA.id)).map((a) => a.recurso)).not.toContain('cadastro');

    const [registro] = await server.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'pessoa.cadastro.updated'), eq(logs.casoId, casoA.id)));
    expect(registro).toMatchObject({
      userId: userId('delegado'),
      context: { pessoaId, campos: ['pessoa.nome', 'pessoa.cpf', 'pessoa.mae'], casos: [casoB.id] },
    });
  });

  it('the old CPF and the old name still find the person, with the current data, marked', async () => {
    type Achado = {
      id: string;
      nome: string;
      cpf: string | null;
      cpf_mascarado: string | null;
      dado_anterior?: boolean;
    };
    const pessoas = async (cookie: string, filtros: Record<string, string>) =>
      (await ok<{ data: Achado[] }>(cookie, `/busca/pessoas?${new URLSearchParams(filtros)}`)).data;
    const atual = { id: pessoaId, nome: `Mirtes Alterada ${SOBRENOME}` };

    expect(await pessoas(delegado, { cpf: CPF_ANTIGO })).toEqual([
      expect.objectContaining({ ...atual, cpf: CPF_NOVO, dado_anterior: true }),
    ]);
    expect(await pessoas(delegado, { nome: `marta ${SOBRENOME}` })).toEqual([
      expect.objectContaining({ ...atual, dado_anterior: true }),
    ]);
    expect(await pessoas(delegado, { nome: SOBRENOME.toLowerCase(), mae: 'joana antiga' })).toEqual([
      expect.objectContaining({ ...atual, dado_anterior: true }),
    ]);
    // One former whole at a time: the old name with the new CPF was never the person's record.
    expect(await pessoas(delegado, { nome: SOBRENOME, cpf: CPF_NOVO })).toEqual([
      expect.not.objectContaining({ dado_anterior: true }),
    ]);
    expect(await pessoas(delegado, { mae: 'joana antiga', cpf: CPF_NOVO })).toEqual([]);
    expect(await pessoas(delegado, { cpf: CPF_NOVO })).toEqual([
      expect.not.objectContaining({ dado_anterior: true }),
    ]);
    // With a case filter, only in the cases it finds, as for anyone found.
    expect(await pessoas(delegado, { cpf: CPF_ANTIGO, identificador: casoB.identificador })).toEqual([
      expect.objectContaining({ ...atual, dado_anterior: true }),
    ]);
    const alheio = await api.criarCaso(delegado, 'Caso Sem Ninguem');
    expect(await pessoas(delegado, { cpf: CPF_ANTIGO, identificador: alheio.identificador })).toEqual([]);
    // And the person's cases, as by the current CPF.
    const casos = async (filtros: Record<string, string>) =>
      (await ok<{ data: { id: string }[] }>(delegado, `/busca/casos?${new URLSearchParams(filtros)}`)).data
        .map((caso) => caso.id)
        .sort();
    expect(await casos({ cpf: CPF_ANTIGO })).toEqual([casoA.id, casoB.id].sort());
    expect(await casos({ cpf: CPF_ANTIGO, identificador: casoB.identificador })).toEqual([casoB.id]);
    // Without ver_perfil, the masked current CPF only, as for any person found.
    const [semPerfil] = await pessoas(perito, { cpf: CPF_ANTIGO });
    expect(semPerfil).toMatchObject({ ...atual, cpf: null, dado_anterior: true });
    expect(semPerfil?.cpf_mascarado).toBe(`***.${CPF_NOVO.slice(3, 6)}.${CPF_NOVO.slice(6, 9)}-**`);

    // The add forms' search of known people, by the CPF and by the name they had.
    const candidatas = async (q: string) =>
      (await ok<{ data: Achado[] }>(delegado, `/pessoas/busca?${new URLSearchParams({ q })}`)).data;
    expect(await candidatas(CPF_ANTIGO)).toEqual([
      expect.objectContaining({ ...atual, cpf: CPF_NOVO, dado_anterior: true }),
    ]);
    expect(await candidatas(`marta ${SOBRENOME}`)).toEqual([
      expect.objectContaining({ ...atual, dado_anterior: true }),
    ]);
    expect(await candidatas(`alterada ${SOBRENOME}`)).toEqual([
      expect.not.objectContaining({ dado_anterior: true }),
    ]);
    const [busca] = await server.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'busca.pessoas'), eq(logs.userId, userId('perito'))));
    expect(busca?.context).toMatchObject({ pessoaIds: [pessoaId], porDadoAnterior: [pessoaId] });
  });

  it('a field that does not say who the person is, or B’s own later edit, leaves the registry’s identity', async () => {
    const doB = await historico(investigador, casoB.id);
    const lidaA = await vitimaNoCaso(delegado, casoA.id);
    const put = await api.put(delegado, casoA.id, 'vitimas', pessoaId, {
      versao_base: lidaA?.versao,
      pessoa: { ...lidaA?.pessoa, telefone: '(83) 99999-0000' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await historico(investigador, casoB.id)).toHaveLength(doB.length);

    // B changes its profession only: its older name and CPF do not go back over A's in the registry.
    const lidaB = await vitimaNoCaso(investigador, casoB.id);
    const deB = await api.put(investigador, casoB.id, 'vitimas', pessoaId, {
      versao_base: lidaB?.versao,
      pessoa: { ...lidaB?.pessoa, profissao: 'Bordadeira' },
    });
    expect(deB.statusCode, deB.body).toBe(200);
    expect((await historico(delegado, casoA.id)).map((a) => a.recurso)).not.toContain('cadastro');
    const perfil = await ok<{ data: { cpf: string }[] }>(delegado, `/busca/pessoas?cpf=${CPF_NOVO}`);
    expect(perfil.data.map((p) => p.cpf)).toEqual([CPF_NOVO]);
  });

  it('two cases each changing a person the other holds, at once, both go through', async () => {
    const ritaId = randomUUID();
    const rita = vitimaHomicidio({ pessoa: { id: ritaId, nome: `Rita ${SOBRENOME}` } });
    expect((await api.post(investigador, casoB.id, 'vitimas', rita)).statusCode).toBe(201);
    expect((await api.post(delegado, casoA.id, 'vitimas', { ...rita, id: randomUUID() })).statusCode).toBe(
      201,
    );
    const actor = (persona: 'delegado' | 'investigador') => ({
      id: userId(persona),
      matricula: '',
      name: '',
      sessionId: '',
      permissions: new Set<never>(),
    });
    // A's write changes Marta (also in B) and then writes in A; B's does the same with Rita, at the
    // worst moment: after A's registry step, before A's own write. Each write revises both cases.
    const escrita =
      (casoId: string, id: string, nome: string, persona: 'delegado' | 'investigador') =>
      async (tx: Tx, antesDaPropria: () => Promise<void>) => {
        await atualizarCadastro(tx, { casoId, pessoaId: id, valores: { nome }, actor: actor(persona) });
        await antesDaPropria();
        await tx
          .update(pessoasCaso)
          .set({ nome })
          .where(and(eq(pessoasCaso.casoId, casoId), eq(pessoasCaso.pessoaId, id)));
      };
    let registrouA = () => {};
    const aNoMeio = new Promise<void>((resolve) => {
      registrouA = resolve;
    });
    const deA = server.db.transaction((tx) =>
      escrita(
        casoA.id,
        pessoaId,
        `Marta Cruzada ${SOBRENOME}`,
        'delegado',
      )(tx, async () => {
        registrouA();
        await new Promise((resolve) => setTimeout(resolve, 300));
      }),
    );
    await aNoMeio;
    const deB = server.db.transaction((tx) =>
      escrita(casoB.id, ritaId, `Rita Trocada ${SOBRENOME}`, 'investigador')(tx, async () => {}),
    );
    await expect(Promise.all([deA, deB])).resolves.toBeDefined();
    const entradas = async (casoId: string, id: string) =>
      (await historico(casoId === casoA.id ? delegado : investigador, casoId)).filter(
        (a) => a.recurso === 'cadastro' && a.registro_id === id,
      );
    expect((await entradas(casoB.id, pessoaId)).at(0)?.campos).toEqual([
      { campo: 'pessoa.nome', antes: `Mirtes Alterada ${SOBRENOME}`, depois: `Marta Cruzada ${SOBRENOME}` },
    ]);
    expect((await entradas(casoA.id, ritaId)).at(0)?.campos).toEqual([
      { campo: 'pessoa.nome', antes: `Rita ${SOBRENOME}`, depois: `Rita Trocada ${SOBRENOME}` },
    ]);
  });
});

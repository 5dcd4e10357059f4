import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { logs } from '../../db/schema';
import { setupTestServer } from '../../test/harness';
import { novoCpf, pessoasApi, pontuado, vinculo, vitimaHomicidio } from '../../test/pessoas-fixtures';

const server = setupTestServer();
const api = pessoasApi(server);

const busca = async (
  cookie: string,
  lista: 'pessoas' | 'casos',
  filtros: Record<string, string | number>,
) => {
  const query = new URLSearchParams(Object.entries(filtros).map(([k, v]) => [k, String(v)]));
  return server.api({ method: 'GET', url: `/busca/${lista}?${query}`, cookie });
};
const ok = async (cookie: string, lista: 'pessoas' | 'casos', filtros: Record<string, string | number>) => {
  const response = await busca(cookie, lista, filtros);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Record<string, unknown>[]; total: number; page: number };
};
const issues = (response: { json(): unknown }) =>
  (response.json() as { issues?: { path: string; message: string }[] }).issues ?? [];

const CPF = novoCpf();
let caso: { id: string; identificador: string };
let outro: { id: string; identificador: string };
let joaoId: string;

beforeAll(async () => {
  const investigador = await server.login('investigador');
  caso = await api.criarCaso(investigador, 'Homicídio Mangabeira');
  const vitima = vitimaHomicidio({
    pessoa: {
      id: randomUUID(),
      nome: 'João Ferreira da Conceição',
      vulgo: 'Galego',
      cpf: CPF,
      mae: 'Antônia Araújo',
      data_nascimento: '1990-05-17',
    },
  });
  joaoId = vitima.pessoa.id as string;
  expect((await api.post(investigador, caso.id, 'vitimas', vitima)).statusCode).toBe(201);
  expect(
    (
      await api.post(
        investigador,
        caso.id,
        'testemunhas',
        vinculo(vitima.id, { pessoa: { id: randomUUID(), nome: 'Maria Sônia Brandão' } }),
      )
    ).statusCode,
  ).toBe(201);
  // Another case, another team's, with 25 people for the paging.
  const delegado = await server.login('delegado');
  outro = await api.criarCaso(delegado, 'Tentativa Valentina');
  const primeira = vitimaHomicidio({ pessoa: { id: randomUUID(), nome: 'Severino Paginado 00' } });
  expect((await api.post(delegado, outro.id, 'vitimas', primeira)).statusCode).toBe(201);
  for (let n = 1; n < 25; n += 1) {
    const nome = `Severino Paginado ${String(n).padStart(2, '0')}`;
    const response = await api.post(delegado, outro.id, 'suspeitos', {
      ...vinculo(primeira.id, { pessoa: { id: randomUUID(), nome } }),
    });
    expect(response.statusCode).toBe(201);
  }
});

describe('busca de pessoas', () => {
  it('finds by partial name ignoring accents and case, every word in any order', async () => {
    const cookie = await server.login('delegado');
    for (const nome of ['joao', 'JOÃO', 'conceicao ferr', 'Ferreira João']) {
      const { data, total } = await ok(cookie, 'pessoas', { nome });
      expect(total, nome).toBe(1);
      expect(data[0]).toMatchObject({ id: joaoId, nome: 'João Ferreira da Conceição', casos: 1 });
    }
    expect((await ok(cookie, 'pessoas', { nome: 'joao silva' })).total).toBe(0);
  });

  it('finds by vulgo, by mother and by CPF with or without punctuation', async () => {
    const cookie = await server.login('delegado');
    expect((await ok(cookie, 'pessoas', { vulgo: 'galego' })).data.map((p) => p.id)).toEqual([joaoId]);
    expect((await ok(cookie, 'pessoas', { mae: 'antonia araujo' })).data.map((p) => p.id)).toEqual([joaoId]);
    expect((await ok(cookie, 'pessoas', { cpf: CPF })).data.map((p) => p.id)).toEqual([joaoId]);
    expect((await ok(cookie, 'pessoas', { cpf: pontuado(CPF) })).data.map((p) => p.id)).toEqual([joaoId]);
  });

  it('narrows people by the case filters: identifier, case name and period', async () => {
    const cookie = await server.login('delegado');
    const nomes = async (filtros: Record<string, string>) =>
      (await ok(cookie, 'pessoas', filtros)).data.map((p) => p.nome).sort();
    expect(await nomes({ identificador: caso.identificador })).toEqual([
      'João Ferreira da Conceição',
      'Maria Sônia Brandão',
    ]);
    expect(await nomes({ caso: 'mangabeira', nome: 'maria' })).toEqual(['Maria Sônia Brandão']);
    const hoje = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Fortaleza' });
    expect(await nomes({ nome: 'joao', dataInicio: hoje, dataFim: hoje })).toEqual([
      'João Ferreira da Conceição',
    ]);
    expect(await nomes({ nome: 'joao', dataFim: '2020-01-01' })).toEqual([]);
  });

  it('pages 20 at a time in name order with the total on every page', async () => {
    const cookie = await server.login('delegado');
    const primeira = await ok(cookie, 'pessoas', { nome: 'paginado' });
    expect(primeira).toMatchObject({ total: 25, total_exato: true, page: 1 });
    expect(primeira.data).toHaveLength(20);
    expect(primeira.data[0]?.nome).toBe('Severino Paginado 00');
    const segunda = await ok(cookie, 'pessoas', { nome: 'paginado', page: 2 });
    expect(segunda).toMatchObject({ total: 25, total_exato: true, page: 2 });
    expect(segunda.data.map((p) => p.nome)).toEqual(
      ['20', '21', '22', '23', '24'].map((n) => `Severino Paginado ${n}`),
    );
    expect(await ok(cookie, 'pessoas', { nome: 'paginado', page: 3 })).toMatchObject({ total: 25, data: [] });
  });

  it('shows CPF, birth date and mother only to readers of profiles, and logs what it showed', async () => {
    const delegado = await server.login('delegado');
    expect((await ok(delegado, 'pessoas', { cpf: CPF })).data[0]).toMatchObject({
      cpf: CPF,
      data_nascimento: '1990-05-17',
      mae: 'Antônia Araújo',
    });
    const perito = await server.login('perito');
    const semPerfil = (await ok(perito, 'pessoas', { nome: 'joao ferreira' })).data[0];
    expect(semPerfil).toMatchObject({ cpf: null, data_nascimento: null, mae: null, vulgo: 'Galego' });
    expect(semPerfil?.cpf_mascarado).toBe(`***.${CPF.slice(3, 6)}.${CPF.slice(6, 9)}-**`);
    const [linha] = await server.db
      .select()
      .from(logs)
      .where(eq(logs.action, 'busca.pessoas'))
      .orderBy(desc(logs.id))
      .limit(1);
    expect(linha?.context).toMatchObject({
      filtros: ['nome'],
      total: 1,
      pessoaIds: [joaoId],
      completo: false,
    });
    // What was typed is personal data: not in the log.
    expect(JSON.stringify(linha)).not.toContain('ferreira');
  });

  it('refuses an empty search, short words and a bad CPF in Portuguese, and users without ver_casos', async () => {
    const cookie = await server.login('delegado');
    const vazia = await busca(cookie, 'pessoas', {});
    expect(vazia.statusCode).toBe(400);
    expect(issues(vazia)).toContainEqual({ path: 'nome', message: 'Informe ao menos um filtro.' });
    expect(issues(await busca(cookie, 'pessoas', { nome: 'jo' }))).toContainEqual({
      path: 'nome',
      message: 'Digite ao menos 3 letras.',
    });
    expect(issues(await busca(cookie, 'pessoas', { cpf: '123.456.789-00' }))).toContainEqual({
      path: 'cpf',
      message: 'CPF inválido.',
    });
    expect(
      issues(await busca(cookie, 'casos', { dataInicio: '2026-02-01', dataFim: '2026-01-01' })),
    ).toContainEqual({
      path: 'dataFim',
      message: 'A data final deve ser igual ou posterior à inicial.',
    });
    const semAcesso = await server.login('semAcesso');
    expect((await busca(semAcesso, 'pessoas', { nome: 'joao' })).statusCode).toBe(403);
  });
});

describe('busca de casos', () => {
  it('finds by identifier, also without the leading zeros, and by case name without accents', async () => {
    const cookie = await server.login('investigador');
    const [ano, numero] = caso.identificador.split('.');
    for (const identificador of [caso.identificador, `${ano}.${Number(numero)}`, `${ano}${numero}`]) {
      const { data, total } = await ok(cookie, 'casos', { identificador });
      expect(total, identificador).toBe(1);
      expect(data[0]).toMatchObject({
        id: caso.id,
        name: 'Homicídio Mangabeira',
        membro: true,
        acessivel: true,
      });
    }
    expect((await ok(cookie, 'casos', { caso: 'homicidio mangab' })).data.map((c) => c.id)).toEqual([
      caso.id,
    ]);
  });

  it('finds the cases of a person and of a period, newest first', async () => {
    const cookie = await server.login('investigador');
    expect((await ok(cookie, 'casos', { nome: 'joao conceicao' })).data.map((c) => c.id)).toEqual([caso.id]);
    expect((await ok(cookie, 'casos', { cpf: pontuado(CPF) })).data.map((c) => c.id)).toEqual([caso.id]);
    const hoje = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Fortaleza' });
    const periodo = await ok(cookie, 'casos', { dataInicio: hoje, dataFim: hoje });
    expect(periodo.data.map((c) => c.id)).toEqual([outro.id, caso.id]);
    expect(periodo.total).toBe(2);
    expect((await ok(cookie, 'casos', { dataInicio: '2020-01-01', dataFim: '2020-12-31' })).total).toBe(0);
  });

  it('lists the people of a period alone by their newest case, each once, with the total', async () => {
    const cookie = await server.login('delegado');
    const hoje = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Fortaleza' });
    const primeira = await ok(cookie, 'pessoas', { dataInicio: hoje, dataFim: hoje });
    const segunda = await ok(cookie, 'pessoas', { dataInicio: hoje, dataFim: hoje, page: 2 });
    expect([primeira.total, segunda.total]).toEqual([27, 27]);
    const nomes = [...primeira.data, ...segunda.data].map((p) => p.nome as string);
    expect(new Set(nomes).size).toBe(27);
    // The delegate's case was recorded after the investigator's: its 25 people come first.
    expect(nomes.slice(0, 25).every((nome) => nome.startsWith('Severino Paginado'))).toBe(true);
    expect(nomes.slice(25).sort()).toEqual(['João Ferreira da Conceição', 'Maria Sônia Brandão']);
  });

  it("shows another team's case as not a member and not open until justified, and logs the search", async () => {
    const cookie = await server.login('investigador');
    const { data } = await ok(cookie, 'casos', { identificador: outro.identificador });
    expect(data[0]).toMatchObject({ id: outro.id, membro: false, acessivel: false });
    const justificado = await server.api({
      method: 'POST',
      url: `/casos/${outro.id}/acessos`,
      cookie,
      payload: { id: randomUUID(), justificativa: 'Investigação conexa do mesmo bairro' },
    });
    expect(justificado.statusCode).toBeLessThan(300);
    expect((await ok(cookie, 'casos', { identificador: outro.identificador })).data[0]).toMatchObject({
      membro: false,
      acessivel: true,
    });
    const linhas = await server.db
      .select()
      .from(logs)
      .where(eq(logs.action, 'busca.casos'))
      .orderBy(desc(logs.id))
      .limit(1);
    expect(linhas[0]?.context).toMatchObject({ filtros: ['identificador'], casoIds: [outro.id] });
  });

  it('never finds a deleted case', async () => {
    const cookie = await server.login('investigador');
    const apagado = await api.criarCaso(cookie, 'Caso Apagado Aqui');
    expect((await ok(cookie, 'casos', { identificador: apagado.identificador })).total).toBe(1);
    expect(
      (await server.api({ method: 'DELETE', url: `/casos/${apagado.id}?versao_base=1`, cookie })).statusCode,
    ).toBe(200);
    expect((await ok(cookie, 'casos', { identificador: apagado.identificador })).total).toBe(0);
  });
});

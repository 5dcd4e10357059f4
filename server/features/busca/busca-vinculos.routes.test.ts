import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from '../../test/harness';
import { pessoasApi, vinculo, vitimaHomicidio } from '../../test/pessoas-fixtures';

// The search's index of who is in which case (busca_vinculos) follows the roles and the cases:
// what each search answers after a role is given or removed and after a case is deleted.
const server = setupTestServer();
const api = pessoasApi(server);

type Pagina = { data: { id: string; casos?: number; dado_anterior?: boolean }[]; total: number };

async function buscar(lista: 'pessoas' | 'casos', filtros: Record<string, string>): Promise<Pagina> {
  const cookie = await server.login('delegado');
  const response = await server.api({
    method: 'GET',
    url: `/busca/${lista}?${new URLSearchParams(filtros)}`,
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Pagina;
}

const SOBRENOME = `Vinculada${randomUUID().slice(0, 6).replace(/\d/g, 'x')}`;
const hoje = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Fortaleza' });
let cookie: string;
let primeiro: { id: string; identificador: string };
let segundo: { id: string; identificador: string };
const vitima = vitimaHomicidio({ pessoa: { id: randomUUID(), nome: `Rosa ${SOBRENOME}` } });
const pessoaId = vitima.pessoa.id as string;
const outraVitima = vitimaHomicidio({ pessoa: { id: randomUUID(), nome: 'Outra Vítima Qualquer' } });

beforeAll(async () => {
  cookie = await server.login('investigador');
  primeiro = await api.criarCaso(cookie, 'Primeiro Vínculo');
  segundo = await api.criarCaso(cookie, 'Segundo Vínculo');
  expect((await api.post(cookie, primeiro.id, 'vitimas', vitima)).statusCode).toBe(201);
  expect((await api.post(cookie, segundo.id, 'vitimas', outraVitima)).statusCode).toBe(201);
  const testemunha = vinculo(outraVitima.id, { pessoa: { id: pessoaId, nome: `Rosa ${SOBRENOME}` } });
  expect((await api.post(cookie, segundo.id, 'testemunhas', testemunha)).statusCode).toBe(201);
});

const idsDe = (pagina: Pagina) => pagina.data.map((item) => item.id).sort();

/** Rows `esperado` has that `tabela` lacks, and the other way round. */
async function diferenca(tabela: string, esperado: string) {
  const { rows } = await server.db.execute<{ faltam: number; sobram: number }>(
    sql.raw(`WITH esperado AS (${esperado})
      SELECT (SELECT count(*)::int FROM (SELECT * FROM esperado EXCEPT SELECT * FROM ${tabela}) x) AS faltam,
        (SELECT count(*)::int FROM (SELECT * FROM ${tabela} EXCEPT SELECT * FROM esperado) x) AS sobram`),
  );
  return rows[0];
}

// The searches by one word read busca_palavras_casos and busca_palavras_pessoas: after every
// change, they must hold exactly each word of each (linked) person's name.
afterEach(async () => {
  expect(
    await diferenca(
      'busca_palavras_casos',
      `SELECT DISTINCT palavra, v.caso_created_at, v.caso_id, v.pessoa_id
        FROM busca_vinculos v JOIN pessoas p ON p.id = v.pessoa_id, unnest(p.nome_palavras) AS palavra`,
    ),
  ).toEqual({ faltam: 0, sobram: 0 });
  expect(
    await diferenca(
      'busca_palavras_pessoas',
      'SELECT DISTINCT palavra, p.nome_ordem, p.id FROM pessoas p, unnest(p.nome_palavras) AS palavra',
    ),
  ).toEqual({ faltam: 0, sobram: 0 });
  // The cases of two words of a name read the words each link carries of its person.
  expect(
    await diferenca(
      '(SELECT pessoa_id, caso_id, nome_palavras FROM busca_vinculos) AS vinculos',
      'SELECT v.pessoa_id, v.caso_id, p.nome_palavras FROM busca_vinculos v JOIN pessoas p ON p.id = v.pessoa_id',
    ),
  ).toEqual({ faltam: 0, sobram: 0 });
});

describe("the search's links", () => {
  it('find a person through each case they have a role in, newest first, and count those cases', async () => {
    expect((await buscar('casos', { nome: SOBRENOME })).data.map((c) => c.id)).toEqual([
      segundo.id,
      primeiro.id,
    ]);
    expect((await buscar('pessoas', { nome: SOBRENOME })).data[0]).toMatchObject({ id: pessoaId, casos: 2 });
    expect(idsDe(await buscar('pessoas', { identificador: segundo.identificador }))).toContain(pessoaId);
    const doDia = await buscar('casos', { nome: SOBRENOME, dataInicio: hoje, dataFim: hoje });
    expect(doDia.total).toBe(2);
    // Two words, looked up by their pair in the links.
    const casosDeDuas = await buscar('casos', { nome: `ros ${SOBRENOME.slice(0, -2)}` });
    expect(casosDeDuas.data.map((c) => c.id)).toEqual([segundo.id, primeiro.id]);
  });

  it('drop the case of a role removed, though the case keeps its record of the person', async () => {
    expect((await api.del(cookie, segundo.id, 'testemunhas', pessoaId)).statusCode).toBe(200);
    const [registro] = (
      await server.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM pessoas_caso WHERE pessoa_id = ${pessoaId} AND caso_id = ${segundo.id}`,
      )
    ).rows;
    expect(registro?.n).toBe(1);
    expect((await buscar('casos', { nome: SOBRENOME })).data.map((c) => c.id)).toEqual([primeiro.id]);
    expect(idsDe(await buscar('pessoas', { identificador: segundo.identificador }))).not.toContain(pessoaId);
    expect((await buscar('pessoas', { nome: SOBRENOME })).data[0]).toMatchObject({ id: pessoaId, casos: 1 });
    // Given the role again, the case is found again.
    const denovo = vinculo(outraVitima.id, { pessoa: { id: pessoaId, nome: `Rosa ${SOBRENOME}` } });
    expect((await api.post(cookie, segundo.id, 'suspeitos', denovo)).statusCode).toBe(201);
    expect((await buscar('casos', { nome: SOBRENOME })).total).toBe(2);
  });

  it('follow a role moved to another person, which no screen does but the index must not miss', async () => {
    const outra = randomUUID();
    await server.db.execute(sql`
      WITH pessoa AS (INSERT INTO pessoas (id, nome, created_by)
        SELECT ${outra}, 'Movida Para Cá', created_by FROM casos WHERE id = ${primeiro.id} RETURNING id, nome, created_by)
      INSERT INTO pessoas_caso (caso_id, pessoa_id, nome, created_by) SELECT ${primeiro.id}, id, nome, created_by FROM pessoa`);
    const vinculos = async () =>
      (
        await server.db.execute<{ pessoa_id: string }>(
          sql`SELECT pessoa_id FROM busca_vinculos WHERE caso_id = ${primeiro.id} ORDER BY pessoa_id`,
        )
      ).rows.map((row) => row.pessoa_id);
    expect(await vinculos()).toEqual([pessoaId]);
    await server.db.execute(
      sql`UPDATE vitimas SET pessoa_id = ${outra} WHERE caso_id = ${primeiro.id} AND pessoa_id = ${pessoaId}`,
    );
    expect(await vinculos()).toEqual([outra]);
    await server.db.execute(
      sql`UPDATE vitimas SET pessoa_id = ${pessoaId} WHERE caso_id = ${primeiro.id} AND pessoa_id = ${outra}`,
    );
    expect(await vinculos()).toEqual([pessoaId]);
  });

  it('drop a deleted case with everyone in it, and never a person from the registry', async () => {
    const apagar = await server.api({ method: 'DELETE', url: `/casos/${primeiro.id}?versao_base=1`, cookie });
    expect(apagar.statusCode).toBe(200);
    expect((await buscar('casos', { nome: SOBRENOME })).data.map((c) => c.id)).toEqual([segundo.id]);
    expect((await buscar('pessoas', { identificador: primeiro.identificador })).total).toBe(0);
    expect((await buscar('pessoas', { nome: SOBRENOME })).data[0]).toMatchObject({ id: pessoaId, casos: 1 });
    const doDia = await buscar('pessoas', { dataInicio: hoje, dataFim: hoje, nome: SOBRENOME });
    expect(idsDe(doDia)).toEqual([pessoaId]);
    // Brought back (no screen does it, a database restore might), the case has its people again.
    await server.db.execute(sql`UPDATE casos SET deleted_at = NULL WHERE id = ${primeiro.id}`);
    expect((await buscar('casos', { nome: SOBRENOME })).data.map((c) => c.id)).toEqual([
      segundo.id,
      primeiro.id,
    ]);
    expect(idsDe(await buscar('pessoas', { identificador: primeiro.identificador }))).toEqual([pessoaId]);
  });

  it("follow a person's new name: the new word finds them and all their cases, the old one too, marked (issue 39)", async () => {
    const novo = `Renomeada${randomUUID().slice(0, 6).replace(/\d/g, 'y')}`;
    const renomeada = vitimaHomicidio({ pessoa: { id: pessoaId, nome: `Rosa ${novo}` } });
    const put = await api.put(cookie, primeiro.id, 'vitimas', pessoaId, { ...renomeada, id: undefined });
    expect(put.statusCode, put.body).toBe(200);
    expect((await buscar('casos', { nome: novo })).data.map((c) => c.id)).toEqual([segundo.id, primeiro.id]);
    expect((await buscar('casos', { nome: `rosa ${novo}` })).data.map((c) => c.id)).toEqual([
      segundo.id,
      primeiro.id,
    ]);
    // By the name they were on record as: the person, marked, and their cases.
    expect((await buscar('casos', { nome: SOBRENOME })).data.map((c) => c.id)).toEqual([
      segundo.id,
      primeiro.id,
    ]);
    expect((await buscar('casos', { nome: `rosa ${SOBRENOME}` })).total).toBe(2);
    expect((await buscar('casos', { nome: `${novo} ${SOBRENOME}` })).total).toBe(0);
    expect((await buscar('pessoas', { nome: SOBRENOME })).data).toEqual([
      expect.objectContaining({ id: pessoaId, nome: `Rosa ${novo}`, dado_anterior: true }),
    ]);
    expect((await buscar('pessoas', { nome: novo })).data).toEqual([
      expect.not.objectContaining({ dado_anterior: true }),
    ]);
    expect((await buscar('pessoas', { nome: novo })).data.map((p) => p.id)).toEqual([pessoaId]);
  });
});

import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { logs } from '../../db/schema';
import { setupTestServer } from '../../test/harness';

const server = setupTestServer();

type Pagina = { data: { id: string; nome?: string }[]; total: number; total_exato: boolean; page: number };

const pagina = async (lista: 'pessoas' | 'casos', filtros: Record<string, string | number>) => {
  const cookie = await server.login('delegado');
  const response = await server.api({
    method: 'GET',
    url: `/busca/${lista}?${new URLSearchParams(Object.entries(filtros).map(([k, v]) => [k, String(v)]))}`,
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Pagina;
};

const JANEIRO_1950 = { dataInicio: '1950-01-01', dataFim: '1950-01-31' };

// More than BUSCA_CONTAGEM_MAX of everything: 1,030 cases of January 1950, one person each, and
// one person more in the 30 newest of them (1,060 links, 1,031 people), each the case's victim: the
// search finds people in cases by their roles.
beforeAll(async () => {
  await server.db.execute(sql`
    WITH autor AS (SELECT id FROM users ORDER BY matricula LIMIT 1),
    novos AS (
      INSERT INTO casos (id, name, identificador, created_by, created_at)
      SELECT gen_random_uuid(), 'Caso contado', '1950.' || lpad(n::text, 6, '0'), autor.id,
        timestamptz '1950-01-02 12:00-03' + n * interval '1 minute'
      FROM generate_series(1, 1030) AS n, autor
      RETURNING id, created_by, created_at
    ),
    pessoas_novas AS (
      INSERT INTO pessoas (id, nome, created_by)
      SELECT id, 'Contada Pessoa ' || lpad(row_number() OVER (ORDER BY created_at)::text, 4, '0'), created_by
      FROM novos
      RETURNING id, nome, created_by
    ),
    registros AS (
      INSERT INTO pessoas_caso (caso_id, pessoa_id, nome, created_by)
      SELECT novos.id, novos.id, pessoas_novas.nome, novos.created_by FROM novos JOIN pessoas_novas USING (id)
      RETURNING caso_id, pessoa_id, created_by
    )
    INSERT INTO vitimas (id, caso_id, pessoa_id, created_by)
    SELECT gen_random_uuid(), caso_id, pessoa_id, created_by FROM registros`);
  await server.db.execute(sql`
    WITH repetida AS (
      INSERT INTO pessoas (id, nome, created_by)
      SELECT gen_random_uuid(), 'Repetida em Trinta', created_by FROM casos WHERE identificador = '1950.000001'
      RETURNING id, nome, created_by
    ),
    registros AS (
      INSERT INTO pessoas_caso (caso_id, pessoa_id, nome, created_by)
      SELECT casos.id, repetida.id, repetida.nome, repetida.created_by
      FROM repetida, casos WHERE casos.identificador > '1950.001000'
      RETURNING caso_id, pessoa_id, created_by
    )
    INSERT INTO vitimas (id, caso_id, pessoa_id, created_by)
    SELECT gen_random_uuid(), caso_id, pessoa_id, created_by FROM registros`);
});

describe('search totals past BUSCA_CONTAGEM_MAX', () => {
  it('counts cases exactly up to 1,000 past the page, then says there are more', async () => {
    expect(await pagina('casos', JANEIRO_1950)).toMatchObject({ total: 1000, total_exato: false });
    expect(await pagina('casos', { ...JANEIRO_1950, page: 2 })).toMatchObject({
      total: 1020,
      total_exato: false,
    });
    const terceira = await pagina('casos', { ...JANEIRO_1950, page: 3 });
    expect(terceira).toMatchObject({ total: 1030, total_exato: true });
    expect(terceira.data).toHaveLength(20);
  });

  it('counts people of the cases once each, newest case first, the same on every page', async () => {
    // The first 1,001 links hold 972 people: 'Repetida' is in 30 of their cases and counts once.
    const primeira = await pagina('pessoas', JANEIRO_1950);
    expect(primeira).toMatchObject({ total: 972, total_exato: false });
    // The two people of the newest case come in no order of their own (by id).
    expect(new Set(primeira.data.slice(0, 2).map((p) => p.nome))).toEqual(
      new Set(['Repetida em Trinta', 'Contada Pessoa 1030']),
    );
    expect(primeira.data[2]?.nome).toBe('Contada Pessoa 1029');
    // Page 4's window reads every link (limit 1,060): the count is exact and distinct.
    expect(await pagina('pessoas', { ...JANEIRO_1950, page: 3 })).toMatchObject({
      total: 1012,
      total_exato: false,
    });
    expect(await pagina('pessoas', { ...JANEIRO_1950, page: 4 })).toMatchObject({
      total: 1031,
      total_exato: true,
    });
    const todas: string[] = [];
    for (let page = 1; page <= 52; page++) {
      todas.push(...(await pagina('pessoas', { ...JANEIRO_1950, page })).data.map((p) => p.nome ?? ''));
    }
    expect(todas).toHaveLength(1031);
    expect(new Set(todas).size).toBe(1031);
    expect(todas.at(-1)).toBe('Contada Pessoa 0001');
  });

  it('counts a name found 1,030 times the same way, and a page past the end gives the exact total', async () => {
    expect(await pagina('pessoas', { nome: 'contada' })).toMatchObject({ total: 1000, total_exato: false });
    const ultima = await pagina('pessoas', { nome: 'contada', page: 52 });
    expect(ultima).toMatchObject({ total: 1030, total_exato: true });
    expect(ultima.data.map((p) => p.nome)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Contada Pessoa ${String(1021 + i).padStart(4, '0')}`),
    );
    expect(await pagina('pessoas', { nome: 'contada', page: 60 })).toMatchObject({
      data: [],
      total: 1030,
      total_exato: true,
    });
  });

  it('pages on through people who repeat across the cases read, and through cases of one moment', async () => {
    const identificadores = (ano: number, de: number, ate: number) =>
      sql`SELECT id FROM casos WHERE identificador BETWEEN ${`${ano}.${String(de).padStart(6, '0')}`} AND ${`${ano}.${String(ate).padStart(6, '0')}`}`;
    // 1960: 140 cases a minute apart; 30 people in each of the 40 newest, one more person in each
    // of the 100 older: 1,300 links, 130 people. 1970: 1,100 cases of the same instant, one each.
    await server.db.execute(sql`
      INSERT INTO casos (id, name, identificador, created_by, created_at)
      SELECT gen_random_uuid(), 'Caso repetido', '1960.' || lpad(n::text, 6, '0'), (SELECT id FROM users ORDER BY matricula LIMIT 1),
        timestamptz '1960-01-02 12:00-03' + n * interval '1 minute'
      FROM generate_series(1, 140) AS n`);
    await server.db.execute(sql`
      INSERT INTO casos (id, name, identificador, created_by, created_at)
      SELECT gen_random_uuid(), 'Caso simultâneo', '1970.' || lpad(n::text, 6, '0'), (SELECT id FROM users ORDER BY matricula LIMIT 1),
        timestamptz '1970-01-02 12:00-03'
      FROM generate_series(1, 1100) AS n`);
    await server.db.execute(sql`
      WITH frequentes AS (
        INSERT INTO pessoas (id, nome, created_by)
        SELECT gen_random_uuid(), 'Frequente ' || n, created_by FROM generate_series(1, 30) AS n, (SELECT created_by FROM casos LIMIT 1) c
        RETURNING id, nome, created_by
      ),
      registros AS (
        INSERT INTO pessoas_caso (caso_id, pessoa_id, nome, created_by)
        SELECT casos.id, frequentes.id, frequentes.nome, frequentes.created_by
        FROM frequentes, casos WHERE casos.id IN (${identificadores(1960, 101, 140)})
        RETURNING caso_id, pessoa_id, created_by
      )
      INSERT INTO vitimas (id, caso_id, pessoa_id, created_by)
      SELECT gen_random_uuid(), caso_id, pessoa_id, created_by FROM registros`);
    for (const [ano, de, ate] of [
      [1960, 1, 100],
      [1970, 1, 1100],
    ] as const) {
      await server.db.execute(sql`
        WITH alvo AS (${identificadores(ano, de, ate)}),
        novas AS (
          INSERT INTO pessoas (id, nome, created_by)
          SELECT alvo.id, 'Avulsa ' || ${ano}, casos.created_by FROM alvo JOIN casos USING (id)
          RETURNING id, nome, created_by
        ),
        registros AS (
          INSERT INTO pessoas_caso (caso_id, pessoa_id, nome, created_by) SELECT id, id, nome, created_by FROM novas
          RETURNING caso_id, pessoa_id, created_by
        )
        INSERT INTO vitimas (id, caso_id, pessoa_id, created_by)
        SELECT gen_random_uuid(), caso_id, pessoa_id, created_by FROM registros`);
    }
    for (const [periodo, esperadas] of [
      [{ dataInicio: '1960-01-01', dataFim: '1960-01-31' }, 130],
      [{ dataInicio: '1970-01-01', dataFim: '1970-01-31' }, 1100],
    ] as const) {
      const ids: string[] = [];
      let ultima: Pagina | undefined;
      for (let page = 1; !ultima || ultima.data.length === 20; page++) {
        ultima = await pagina('pessoas', { ...periodo, page });
        ids.push(...ultima.data.map((p) => p.id));
        // Only the last page may be short, and it says the total is exact.
        if (ultima.data.length < 20) expect(ultima).toMatchObject({ total: esperadas, total_exato: true });
      }
      expect(ids).toHaveLength(esperadas);
      expect(new Set(ids).size).toBe(esperadas);
    }
  });

  it('logs a total counted only so far as such', async () => {
    await pagina('casos', JANEIRO_1950);
    const [registro] = await server.db
      .select()
      .from(logs)
      .where(eq(logs.action, 'busca.casos'))
      .orderBy(desc(logs.id))
      .limit(1);
    expect(registro?.message).toBe('Pesquisa de casos: mais de 1000 resultado(s), página 1');
    expect(registro?.context).toMatchObject({ total: 1000, total_exato: false });
  });
});

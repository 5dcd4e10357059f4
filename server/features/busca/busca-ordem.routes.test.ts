import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { semAcento } from '../../../shared/equipe';
import { BUSCA_PAGINA } from '../../../shared/schemas/busca';
import { setupTestServer } from '../../test/harness';

const server = setupTestServer();

type Pagina = { data: { id: string; nome: string }[]; total: number; total_exato: boolean };

const pagina = async (filtros: Record<string, string | number>) => {
  const cookie = await server.login('delegado');
  const response = await server.api({
    method: 'GET',
    url: `/busca/pessoas?${new URLSearchParams(Object.entries(filtros).map(([k, v]) => [k, String(v)]))}`,
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Pagina;
};

/** Every page of a search, in the order the infinite scroll shows them. */
const todas = async (filtros: Record<string, string>) => {
  const lidas: Pagina['data'] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await pagina({ ...filtros, page });
    lidas.push(...data);
    if (data.length < BUSCA_PAGINA) return lidas;
  }
};

/** Real names as a clerk would look them up, in the order a person expects to read them. */
const EM_ORDEM = [
  'Álvaro de Quixadá',
  'Ana Beatriz Quixadá',
  'Ana de Quixadá Lima',
  'Ana Quixadá',
  'André dos Santos Quixadá',
  'Bruno Quixadá',
  'Cecília Quixadá',
  'Célio Quixadá',
  'Conceição Quixadá',
  'Elisa Quixadá',
  'Élson Quixadá',
  'ÍTALO QUIXADÁ',
  'João da Silva Quixadá',
  'João das Neves Quixadá',
  'João de Deus Quixadá',
  'João dos Santos Quixadá',
  'João Quixadá',
  'Joaquim Quixadá',
  'José Quixadá',
  'Maria da Conceição Quixadá',
  'Maria das Dores Quixadá',
  'Maria de Fátima Quixadá',
  'Maria do Socorro Quixadá',
  'Maria Quixadá',
  'Mariana Quixadá',
  'Otávio Quixadá',
  'Úrsula Quixadá',
  'Zé Quixadá',
];

const inserir = (nomes: string[]) =>
  server.db.execute(sql`
    INSERT INTO pessoas (id, nome, created_by)
    SELECT gen_random_uuid(), nome, (SELECT id FROM users ORDER BY matricula LIMIT 1)
    FROM unnest(ARRAY[${sql.join(
      nomes.map((nome) => sql`${nome}`),
      sql`, `,
    )}]::text[]) AS nome`);

beforeAll(async () => {
  // Inserted backwards, each with a random id: neither the insertion nor the ids give the order.
  await inserir([...EM_ORDEM].reverse());
  // Exactly BUSCA_CONTAGEM_MAX people named 'Milhar', and one more than that named 'Milheiro'.
  await server.db.execute(sql`
    INSERT INTO pessoas (id, nome, created_by)
    SELECT gen_random_uuid(), palavra || ' ' || (ARRAY['Ávila', 'Barros', 'Araújo', 'Zélia', 'Édson'])[n % 5 + 1]
      || ' ' || n, (SELECT id FROM users ORDER BY matricula LIMIT 1)
    FROM generate_series(1, 1000) AS n, unnest(ARRAY['Milhar', 'Milheiro']) AS palavra`);
  await inserir(['Milheiro Único']);
});

describe('search order as a Brazilian reads it', () => {
  it('sorts names with accents, capitals, compound names and particles as a person expects', async () => {
    const nomes = (await todas({ nome: 'quixada' })).map((pessoa) => pessoa.nome);
    expect(nomes).toEqual(EM_ORDEM);
  });

  it('folds a name in the database as the app does (semAcento)', async () => {
    const { rows } = await server.db.execute<{ nome: string; ordem: string }>(
      sql`SELECT nome, busca_ordem_de(nome) AS ordem FROM pessoas WHERE nome LIKE '%Quixadá%' OR nome LIKE '%QUIXADÁ%'`,
    );
    expect(rows).toHaveLength(EM_ORDEM.length);
    for (const { nome, ordem } of rows) expect(ordem).toBe(semAcento(nome));
  });
});

describe('search totals at BUSCA_CONTAGEM_MAX', () => {
  it('counts exactly 1,000 results as such, and 1,001 as more than 1,000', async () => {
    expect(await pagina({ nome: 'milhar' })).toMatchObject({ total: 1000, total_exato: true });
    expect(await pagina({ nome: 'milheiro' })).toMatchObject({ total: 1000, total_exato: false });
  });

  it('gives the same set in the same order however it is paged', async () => {
    const lidas = await todas({ nome: 'milheiro' });
    expect(lidas).toHaveLength(1001);
    expect(new Set(lidas.map((pessoa) => pessoa.id)).size).toBe(1001);
    const { rows } = await server.db.execute<{ id: string }>(
      sql`SELECT id FROM pessoas WHERE nome LIKE 'Milheiro%' ORDER BY busca_ordem_de(nome), id`,
    );
    expect(lidas.map((pessoa) => pessoa.id)).toEqual(rows.map((row) => row.id));
    const nomes = lidas.map((pessoa) => semAcento(pessoa.nome));
    expect(nomes).toEqual([...nomes].sort());
    // A page read on its own holds what the scroll showed at its place.
    const decima = await pagina({ nome: 'milheiro', page: 10 });
    expect(decima.data.map((pessoa) => pessoa.id)).toEqual(
      lidas.slice(9 * BUSCA_PAGINA, 10 * BUSCA_PAGINA).map((pessoa) => pessoa.id),
    );
  });
});

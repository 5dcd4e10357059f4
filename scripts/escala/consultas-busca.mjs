// The search screen's requests for npm run bench:escala. Each search of the screen asks for both
// lists (people and cases), so both are measured for each kind of search. `explicar` gives the
// page query the service runs (built by the service's own functions), for EXPLAIN.
import { fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../server/db/schema/index.ts';
import { formaDe } from '../../server/features/busca/busca-forma.ts';
import { janelaDe, paginaCasos, paginaPessoas } from '../../server/features/busca/busca-paginas.ts';
import { findPalavras } from '../../server/features/busca/busca-palavras.ts';
import { buscaQuery } from '../../shared/schemas/busca.ts';

const META_MS = 50;

/**
 * A CPF and an identifier that exist, a CPF and a name a person had before (issue 39), a boletim,
 * a procedure and a plate (issue 42), picked from the middle of the data.
 */
async function amostra(ctx) {
  ctx.amostra ??= (
    await ctx.owner.query(`SELECT
      (SELECT cpf FROM pessoas WHERE cpf IS NOT NULL ORDER BY id OFFSET (SELECT count(*) / 2 FROM pessoas) LIMIT 1) AS cpf,
      (SELECT identificador FROM casos ORDER BY identificador OFFSET (SELECT count(*) / 2 FROM casos) LIMIT 1) AS identificador,
      a.cpf AS cpf_anterior, a.nome AS nome_anterior,
      (SELECT boletins->0->>'numero' FROM caso_ocorrencias ORDER BY caso_id
       OFFSET (SELECT count(*) / 2 FROM caso_ocorrencias) LIMIT 1) AS bo,
      (SELECT procedimento_numero FROM caso_ocorrencias WHERE procedimento_numero IS NOT NULL ORDER BY caso_id
       OFFSET (SELECT count(*) / 3 FROM caso_ocorrencias) LIMIT 1) AS procedimento,
      (SELECT placa FROM veiculos ORDER BY id OFFSET (SELECT count(*) / 2 FROM veiculos) LIMIT 1) AS placa
      FROM (SELECT cpf, nome FROM pessoa_dados_anteriores ORDER BY id
            OFFSET (SELECT count(*) / 2 FROM pessoa_dados_anteriores) LIMIT 1) a`)
  ).rows[0];
  return ctx.amostra;
}

const comPontuacao = (cpf) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

/**
 * Each search, and the lists the issue names for it ("person search by partial accent-free name, by
 * CPF, case search by identifier and by period"). The other list of each search is measured too,
 * with the same 50 ms line, as is what an officer also types (a year, the commonest surname): their
 * figures are printed apart, as what the screen costs beyond the goals.
 */
const BUSCAS = [
  { nome: 'nome parcial sem acento', filtros: async () => ({ nome: 'joao ferr' }), metas: ['pessoas'] },
  {
    nome: 'CPF com pontuação',
    filtros: async (ctx) => ({ cpf: comPontuacao((await amostra(ctx)).cpf) }),
    metas: ['pessoas'],
  },
  {
    nome: 'identificador',
    filtros: async (ctx) => ({ identificador: (await amostra(ctx)).identificador }),
    metas: ['casos'],
  },
  // Issue 42: a case by its boletim, its procedure and a vehicle's plate, exact, as fast as by identifier.
  {
    nome: 'boletim de ocorrência',
    filtros: async (ctx) => ({ bo: (await amostra(ctx)).bo }),
    metas: ['casos'],
  },
  {
    nome: 'número do procedimento',
    filtros: async (ctx) => ({ procedimento: (await amostra(ctx)).procedimento }),
    metas: ['casos'],
  },
  { nome: 'placa', filtros: async (ctx) => ({ placa: (await amostra(ctx)).placa }), metas: ['casos'] },
  {
    nome: 'período de um mês',
    filtros: async () => ({ dataInicio: '2021-03-01', dataFim: '2021-03-31' }),
    metas: ['casos'],
  },
  {
    nome: 'período de um ano',
    filtros: async () => ({ dataInicio: '2021-01-01', dataFim: '2021-12-31' }),
    metas: ['casos'],
  },
  { nome: 'sobrenome comum', filtros: async () => ({ nome: 'silva' }), metas: [] },
  {
    nome: 'CPF anterior',
    filtros: async (ctx) => ({ cpf: comPontuacao((await amostra(ctx)).cpf_anterior) }),
    metas: [],
  },
  {
    nome: 'nome anterior',
    filtros: async (ctx) => ({ nome: (await amostra(ctx)).nome_anterior }),
    metas: [],
  },
];

const LISTAS = { pessoas: paginaPessoas, casos: paginaCasos };

function explicar(lista, filtros) {
  return async (ctx) => {
    ctx.drizzle ??= drizzle(ctx.owner, { schema });
    const parsed = buscaQuery.parse(await filtros(ctx));
    const { forma, valores } = formaDe(lista, parsed, await findPalavras(ctx.drizzle, parsed));
    const { offset, leitura } = janelaDe(parsed);
    const query = LISTAS[lista](ctx.drizzle, forma).toSQL();
    return [{ sql: query.sql, params: fillPlaceholders(query.params, { ...valores, offset, leitura }) }];
  };
}

export const consultas = BUSCAS.flatMap(({ nome, filtros, metas }) =>
  ['pessoas', 'casos'].map((lista) => ({
    alem: !metas.includes(lista),
    nome: `busca de ${lista} por ${nome}`,
    path: async (ctx) => `/busca/${lista}?${new URLSearchParams(await filtros(ctx))}`,
    resumo: (body) =>
      `${body.total_exato ? '' : 'mais de '}${body.total} resultado(s), ${body.data.length} na página`,
    explicar: explicar(lista, filtros),
    meta_p95_ms: META_MS,
  })),
);

// The dashboard pages' requests for npm run bench:escala. Answers are kept serialised on the
// server until the summaries are rebuilt (every 5 minutes), so the measured requests are mostly
// that; `explicar` shows what a first request (a new filter) costs: the summary reads, with their
// plans, and it prints how long the last rebuild of the summaries and of the map's index took, and
// the longest the event loop stood still meanwhile (the index is built in a worker thread).

import { monitorEventLoopDelay } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { consultasPainel } from '../../server/features/painel/painel.service.ts';
import { calcularPainel } from '../../server/features/painel/painel-calculo.ts';
import { iniciarMapa } from '../../server/features/painel/painel-mapa.ts';

const META_MS = 100;
/** The whole state's map must stay under this (issue 13). */
const META_MAPA_BYTES = 500 * 1024;
const dialect = new PgDialect();

async function unidade(ctx) {
  ctx.unidadePainel ??= (
    await ctx.owner.query("SELECT id FROM unidades WHERE id::text LIKE 'e5ca%' ORDER BY id LIMIT 1")
  ).rows[0].id;
  return ctx.unidadePainel;
}

const FILTROS = {
  'do estado': async () => ({}),
  'de um ano e uma unidade': async (ctx) => ({
    de: '2021-01',
    ate: '2021-12',
    unidade_id: await unidade(ctx),
  }),
};

let recalculoMostrado = false;

/** The summary reads of a filter, and (once) the rebuild's and the map index's times. */
function explicar(chaves, filtros) {
  return async (ctx) => {
    if (!recalculoMostrado) {
      recalculoMostrado = true;
      const { rows } = await ctx.owner.query('SELECT duracao_ms, calculado_em FROM painel_calculo');
      console.log(`  recálculo dos resumos do painel (último, pelo servidor): ${rows[0]?.duracao_ms} ms`);
      // What a working day's rebuild costs: one case changed, its month counted again.
      await ctx.owner.query(
        'UPDATE caso_revisoes SET revisao = revisao + 1 WHERE caso_id = (SELECT caso_id FROM painel_casos ORDER BY caso_id LIMIT 1)',
      );
      const mes = await calcularPainel(drizzle(ctx.owner));
      console.log(`  recálculo depois de um caso mudado (o mês dele): ${mes?.duracaoMs} ms`);
      const mapa = iniciarMapa();
      const laco = monitorEventLoopDelay({ resolution: 10 });
      laco.enable();
      const inicio = performance.now();
      const indice = await mapa.construir(drizzle(ctx.owner));
      const ms = Math.round(performance.now() - inicio);
      laco.disable();
      await mapa.encerrar();
      console.log(
        `  índice do mapa (${indice.total} casos): ${ms} ms para ler e agrupar; laço de eventos parado no máximo ${Math.round(laco.max / 1e6)} ms`,
      );
    }
    const consultas = consultasPainel(await filtros(ctx));
    return chaves.map((chave) => dialect.sqlToQuery(consultas[chave]));
  };
}

const figuras = Object.entries(FILTROS).flatMap(([nome, filtros]) => [
  {
    nome: `dashboard ${nome}`,
    path: async (ctx) => `/dashboard?${new URLSearchParams(await filtros(ctx))}`,
    resumo: (body) =>
      `${body.casos} casos, ${body.vitimas} vítimas (${body.consumados} consumados, ${body.tentativas} tentativas), ${body.suspeitos} suspeitos, ${body.vitimasPorCidade.length} cidades; calculado em ${body.calculado_em}`,
    explicar: explicar(['totais', 'cidades'], filtros),
    meta_p95_ms: META_MS,
  },
  {
    nome: `estatística ${nome}`,
    path: async (ctx) => `/dashboard/estatistica?${new URLSearchParams(await filtros(ctx))}`,
    resumo: (body) =>
      ['meios_morte', 'sexo', 'faixas_etarias', 'crimes']
        .map((painel) => `${painel}: ${Object.keys(body[painel]).length} rótulos`)
        .join(', '),
    explicar: explicar(['estatistica'], filtros),
    meta_p95_ms: META_MS,
  },
]);

const resumoMapa = (body) =>
  `${body.grupos.length} grupos, ${body.casos.length} casos soltos, de ${body.total}`;

export const consultas = [
  ...figuras,
  // A phone framing the state lands on zoom 6 or 7; 10 is the closest asked without a box.
  ...[6, 7, 10].map((z) => ({
    nome: `mapa do estado (zoom ${z})`,
    path: `/dashboard/map?z=${z}`,
    resumo: resumoMapa,
    meta_p95_ms: META_MS,
    meta_bytes: META_MAPA_BYTES,
  })),
  {
    nome: 'mapa de João Pessoa (zoom 15)',
    path: '/dashboard/map?z=15&w=-34.8889&s=-7.1367&e=-34.8450&n=-7.0928',
    resumo: resumoMapa,
    meta_p95_ms: META_MS,
    meta_bytes: META_MAPA_BYTES,
  },
];

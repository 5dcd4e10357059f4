import { date, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The dashboard's summaries (Dashboard, Mapa's counts aside, Estatistica): derived data, rebuilt
 * whole by server/services/painel-calculo.ts every few minutes, never written by a user. Counting
 * 300,000 cases and their links at every look would cost seconds; these tables hold one row per
 * month and unit (and city or label), so any figure of any period is a sum of a few hundred rows.
 * `mes` is the first day of the month the case was recorded in (Paraíba's time); `unidade_id` is the
 * recording user's unit, with no foreign key: deleting a unit must not wait for the next rebuild.
 */
export const painelResumo = pgTable(
  'painel_resumo',
  {
    mes: date('mes').notNull(),
    unidadeId: uuid('unidade_id'),
    casos: integer('casos').notNull(),
    vitimas: integer('vitimas').notNull(),
    consumados: integer('consumados').notNull(),
    tentativas: integer('tentativas').notNull(),
    suspeitos: integer('suspeitos').notNull(),
  },
  (t) => [index('painel_resumo_mes_idx').on(t.mes, t.unidadeId)],
);

/** Deaths (victims not typified 2183) by the city of the crime scene. */
export const painelCidades = pgTable(
  'painel_cidades',
  {
    mes: date('mes').notNull(),
    unidadeId: uuid('unidade_id'),
    cidadeId: integer('cidade_id').notNull(),
    mortes: integer('mortes').notNull(),
  },
  (t) => [index('painel_cidades_mes_idx').on(t.mes, t.unidadeId)],
);

/** Victims by label for each statistics panel (`dimensao`: meios_morte, sexo, faixas_etarias, crimes). */
export const painelEstatisticas = pgTable(
  'painel_estatisticas',
  {
    mes: date('mes').notNull(),
    unidadeId: uuid('unidade_id'),
    dimensao: text('dimensao').notNull(),
    rotulo: text('rotulo').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [index('painel_estatisticas_mes_idx').on(t.mes, t.unidadeId)],
);

/** When the summaries were last rebuilt (one row), shown on the screens as the figures' moment. */
export const painelCalculo = pgTable('painel_calculo', {
  id: smallint('id').primaryKey().default(1),
  calculadoEm: timestamp('calculado_em', { withTimezone: true }).notNull(),
  duracaoMs: integer('duracao_ms').notNull(),
});

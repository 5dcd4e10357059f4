import { bigint, date, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The dashboard's summaries (Dashboard, Mapa's counts aside, Estatistica): derived data, rebuilt
 * by server/features/painel/painel-calculo.ts every few minutes (the months whose cases changed), never
 * written by a user. Counting
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

/**
 * What each case was when the summaries last counted it: its revision (caso_revisoes), month,
 * unit and recording user. A case whose revision or unit differs now, or that is gone, marks the months to recount.
 * No foreign key: a case erased must leave its row behind, to say which month lost it.
 */
export const painelCasos = pgTable(
  'painel_casos',
  {
    casoId: uuid('caso_id').primaryKey(),
    revisao: bigint('revisao', { mode: 'number' }).notNull(),
    mes: date('mes').notNull(),
    unidadeId: uuid('unidade_id'),
    /** Who recorded it: a user moved to another unit moves their cases' months to be counted again. */
    createdBy: uuid('created_by').notNull(),
  },
  (t) => [index('painel_casos_mes_idx').on(t.mes)],
);

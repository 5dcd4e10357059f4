import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { PROCEDIMENTO_TIPOS } from '../../../shared/schemas/ocorrencia';
import { casos } from './casos';
import { checkOneOf, horaMinuto, timestamps, usuario } from './columns';

/**
 * The case's occurrence (issue 42): the police numbers it is filed under and the fact. One row per
 * case, made by its first save. The numbers are also kept as their keys (letters and digits,
 * upper case: shared/schemas/ocorrencia.ts `chaveDoNumero`), which the search compares exactly
 * through their indexes: the boletins' through caso_boletim_chaves.
 */
export const casoOcorrencias = pgTable(
  'caso_ocorrencias',
  {
    casoId: uuid('caso_id')
      .primaryKey()
      .references(() => casos.id, { onDelete: 'cascade' }),
    boletins: jsonb('boletins').$type<{ numero: string; origem: string | null }[]>().notNull().default([]),
    boletimChaves: text('boletim_chaves').array().notNull().default(sql`'{}'::text[]`),
    procedimentoTipo: text('procedimento_tipo', { enum: PROCEDIMENTO_TIPOS }),
    procedimentoOutro: text('procedimento_outro'),
    procedimentoNumero: text('procedimento_numero'),
    procedimentoChave: text('procedimento_chave'),
    natureza: text('natureza'),
    dataFato: date('data_fato'),
    horaFato: horaMinuto('hora_fato'),
    historico: text('historico'),
    /** Who saved it last. */
    userId: usuario('user_id'),
    ...timestamps(),
  },
  (t) => [
    index('caso_ocorrencias_procedimento_idx').on(t.procedimentoChave),
    index('caso_ocorrencias_user_idx').on(t.userId),
    checkOneOf('caso_ocorrencias_procedimento_tipo_check', t.procedimentoTipo, PROCEDIMENTO_TIPOS),
  ],
);

/**
 * The boletins' keys one per row (migration 0042), kept by the database from `boletim_chaves` as
 * the occurrence is saved: a b-tree gives the search's prepared plan its true estimate of one
 * case per boletim, where the array's GIN index let it assume thousands and walk every case.
 */
export const casoBoletimChaves = pgTable(
  'caso_boletim_chaves',
  {
    chave: text('chave').notNull(),
    casoId: uuid('caso_id')
      .notNull()
      .references(() => casoOcorrencias.casoId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'caso_boletim_chaves_pkey', columns: [t.chave, t.casoId] }),
    index('caso_boletim_chaves_caso_idx').on(t.casoId),
  ],
);

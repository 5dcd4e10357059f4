import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { PROCEDIMENTO_TIPOS } from '../../../shared/schemas/ocorrencia';
import { casos } from './casos';
import { checkOneOf, horaMinuto, timestamps, usuario } from './columns';

/**
 * The case's occurrence (issue 42): the police numbers it is filed under and the fact. One row per
 * case, made by its first save. The numbers are also kept as their keys (letters and digits,
 * upper case: shared/schemas/ocorrencia.ts `chaveDoNumero`), which the search compares exactly
 * through their indexes.
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
    index('caso_ocorrencias_boletins_idx').using('gin', t.boletimChaves),
    index('caso_ocorrencias_procedimento_idx').on(t.procedimentoChave),
    index('caso_ocorrencias_user_idx').on(t.userId),
    checkOneOf('caso_ocorrencias_procedimento_tipo_check', t.procedimentoTipo, PROCEDIMENTO_TIPOS),
  ],
);

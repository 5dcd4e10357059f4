import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  ACIONAMENTO_TIPOS,
  CALIBRES,
  INSTRUMENTO_CRIME_PADRAO,
  INSTRUMENTOS_CRIME,
  MEIO_TRANSPORTE_PADRAO,
  MEIOS_TRANSPORTE,
} from '../../../shared/options-caso';
import { doCaso } from './casos';
import { apreensao, checkAllOf, checkOneOf, createdBy, timestamps, usuario } from './columns';

/** Means and instruments of the crime and the suspects' routes. */
export const meios = pgTable(
  'meios',
  {
    id: uuid('id').primaryKey(),
    casoId: doCaso(),
    instrumentoCrime: text('instrumento_crime', { enum: INSTRUMENTOS_CRIME })
      .notNull()
      .default(INSTRUMENTO_CRIME_PADRAO),
    outroInstrumentoCrime: text('outro_instrumento_crime'),
    calibres: text('calibres', { enum: CALIBRES }).array().notNull().default(sql`'{}'::text[]`),
    meioTransporte: text('meio_transporte', { enum: MEIOS_TRANSPORTE })
      .notNull()
      .default(MEIO_TRANSPORTE_PADRAO),
    rotaChegadaSuspeito: text('rota_chegada_suspeito'),
    rotaFugaSuspeito: text('rota_fuga_suspeito'),
    anotacaoMeio: text('anotacao_meio'),
    ...apreensao(),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index('meios_caso_idx').on(t.casoId),
    index('meios_created_by_idx').on(t.createdBy),
    checkOneOf('meios_instrumento_crime_check', t.instrumentoCrime, INSTRUMENTOS_CRIME),
    checkAllOf('meios_calibres_check', t.calibres, CALIBRES),
    checkOneOf('meios_meio_transporte_check', t.meioTransporte, MEIOS_TRANSPORTE),
  ],
);

/** A complementary note; only its author may edit or delete it. */
export const anotacoes = pgTable(
  'anotacoes',
  {
    id: uuid('id').primaryKey(),
    casoId: doCaso(),
    anotacao: text('anotacao').notNull(),
    userId: usuario('user_id'),
    ...timestamps(),
  },
  (t) => [
    index('anotacoes_caso_idx').on(t.casoId, t.createdAt),
    index('anotacoes_user_idx').on(t.userId),
    check('anotacoes_anotacao_not_blank', sql`btrim(${t.anotacao}) <> ''`),
  ],
);

/**
 * When the server took a note, beside the time its phone says it was written (`createdAt`). No
 * foreign key, on purpose: see migration 0051.
 */
export const anotacaoRecebimentos = pgTable('anotacao_recebimentos', {
  anotacaoId: uuid('anotacao_id').primaryKey(),
  recebidaEm: timestamp('recebida_em', { withTimezone: true }).notNull().defaultNow(),
});

/** The case's single video note (the text recorded on the video screen). */
export const videoNotas = pgTable(
  'video_notas',
  {
    id: uuid('id').primaryKey(),
    casoId: doCaso(),
    texto: text('texto').notNull(),
    userId: usuario('user_id'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('video_notas_caso_idx').on(t.casoId), index('video_notas_user_idx').on(t.userId)],
);

/**
 * A timeline event. `horario` is when it happened, as the user states it; `createdAt` is the
 * moment the server recorded it (the API's `momento`).
 */
export const acionamentos = pgTable(
  'acionamentos',
  {
    id: uuid('id').primaryKey(),
    casoId: doCaso(),
    tipo: text('tipo', { enum: ACIONAMENTO_TIPOS }).notNull(),
    horario: timestamp('horario', { withTimezone: true }).notNull(),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index('acionamentos_caso_horario_idx').on(t.casoId, t.horario),
    index('acionamentos_created_by_idx').on(t.createdBy),
    checkOneOf('acionamentos_tipo_check', t.tipo, ACIONAMENTO_TIPOS),
  ],
);

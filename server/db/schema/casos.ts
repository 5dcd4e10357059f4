import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EQUIPE_ORIGENS } from '../../../shared/options-caso';
import { users } from './access';
import { checkOneOf, createdAt, createdBy, timestamps, trigramExpression, usuario } from './columns';
import { cargos } from './reference';

/**
 * A case. `identificador` (YYYY.NNNNNN, per-year counter) is always assigned by the
 * casos_identificador trigger from the caso_sequencias counter (custom migration), so that
 * every insert path gets one atomically and no client can choose it.
 */
/** The case a row belongs to: deleting the case deletes the row. */
export function doCaso() {
  return uuid('caso_id')
    .notNull()
    .references(() => casos.id, { onDelete: 'cascade' });
}

export const casos = pgTable(
  'casos',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    identificador: text('identificador')
      .notNull()
      .unique()
      // Lets inserts leave it out; the trigger overwrites whatever arrives.
      .$defaultFn(() => sql`DEFAULT`),
    createdBy: createdBy(),
    ...timestamps(),
    /** Soft delete: the case leaves lists and search, its content and audit trail stay. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('casos_name_trgm_idx').using('gin', trigramExpression(t.name)),
    index('casos_created_at_idx').on(t.createdAt),
    // A period's live cases in the search's order, read from the index alone (npm run bench:escala);
    // NULLS FIRST is what the search's ORDER BY created_at DESC means, so the index serves it.
    index('casos_busca_periodo_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('casos_created_by_idx').on(t.createdBy),
    check('casos_name_length', sql`char_length(${t.name}) BETWEEN 5 AND 25`),
    check('casos_identificador_format', sql`${t.identificador} ~ '^[0-9]{4}\\.[0-9]{6}$'`),
  ],
);

/**
 * A team member. Not necessarily a user of the app (a military police officer at the scene),
 * hence the typed matricula and name; `userId` is set when the matricula belongs to a user,
 * which makes that user a member of the case.
 */
export const equipeMembros = pgTable(
  'equipe_membros',
  {
    id: uuid('id').primaryKey(),
    casoId: doCaso(),
    matricula: char('matricula', { length: 7 }).notNull(),
    name: text('name').notNull(),
    cargoId: integer('cargo_id')
      .notNull()
      .references(() => cargos.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    origem: text('origem', { enum: EQUIPE_ORIGENS }).notNull().default('equipe'),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    // The API removes a member by (case, matricula).
    uniqueIndex('equipe_membros_caso_matricula_idx').on(t.casoId, t.matricula),
    index('equipe_membros_cargo_idx').on(t.cargoId),
    index('equipe_membros_user_idx').on(t.userId),
    index('equipe_membros_created_by_idx').on(t.createdBy),
    check('equipe_membros_matricula_7_digits', sql`${t.matricula} ~ '^[0-9]{7}$'`),
    checkOneOf('equipe_membros_origem_check', t.origem, EQUIPE_ORIGENS),
  ],
);

/** A user given access to a case by one of its members. */
export const compartilhamentos = pgTable(
  'compartilhamentos',
  {
    id: uuid('id').primaryKey(),
    casoId: doCaso(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedBy: usuario('shared_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('compartilhamentos_caso_user_idx').on(t.casoId, t.userId),
    index('compartilhamentos_user_idx').on(t.userId),
    index('compartilhamentos_shared_by_idx').on(t.sharedBy),
  ],
);

/**
 * A non-member's read-only access to a case after typing why (need-to-know with a trace).
 * Rows are never updated; the case's members are shown them.
 */
export const acessosJustificados = pgTable(
  'acessos_justificados',
  {
    id: uuid('id').primaryKey(),
    casoId: doCaso(),
    userId: usuario('user_id'),
    justificativa: text('justificativa').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('acessos_justificados_caso_idx').on(t.casoId, t.createdAt),
    index('acessos_justificados_user_caso_idx').on(t.userId, t.casoId),
    check('acessos_justificados_justificativa_not_blank', sql`btrim(${t.justificativa}) <> ''`),
  ],
);

/**
 * A counter bumped by triggers whenever anything recorded in the case changes (any table with a
 * caso_id but the log, and the case row itself). The case read keeps its answer per revision, so
 * an unchanged case is not rebuilt from a dozen tables at every look.
 */
export const casoRevisoes = pgTable('caso_revisoes', {
  casoId: uuid('caso_id')
    .primaryKey()
    .references(() => casos.id, { onDelete: 'cascade' }),
  revisao: bigint('revisao', { mode: 'number' }).notNull().default(1),
});

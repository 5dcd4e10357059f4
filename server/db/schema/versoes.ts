import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { doCaso } from './casos';
import { usuario } from './columns';

/**
 * The field-level history of what a case records (issue 26): one row per accepted change of one
 * record, with each field's value before and after. A record's version is the highest `versao`
 * of its rows (1 with none), so the history is also where versions live: they cannot drift apart.
 */
export const casoAlteracoes = pgTable(
  'caso_alteracoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    casoId: doCaso(),
    recurso: text('recurso').notNull(),
    registroId: text('registro_id').notNull(),
    /** What the screens call the record ('Vítima: Maria da Silva'), kept as it was then. */
    registro: text('registro').notNull(),
    acao: text('acao').notNull(),
    versao: integer('versao').notNull(),
    userId: usuario('user_id'),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
    /** [{ campo, antes, depois, descartado? }] */
    campos: jsonb('campos').notNull(),
    /** The case's revision the change made: a delete of the case names the revision its author saw. */
    revisao: bigint('revisao', { mode: 'number' }).notNull(),
    /**
     * A change to a person's registry entry made from another case (issue 39): that case's
     * identifier. Null for what was changed in this case.
     */
    origem: text('origem'),
  },
  (t) => [
    index('caso_alteracoes_registro_idx').on(t.registroId, t.versao),
    index('caso_alteracoes_caso_idx').on(t.casoId, t.em.desc()),
    check(
      'caso_alteracoes_acao_check',
      sql`${t.acao} IN ('criado', 'alterado', 'excluido', 'conflito_resolvido')`,
    ),
  ],
);

/**
 * How many writes for a case each device holds queued for each user, as the device last reported:
 * the server cannot see phones' queues, and deleting a case with a colleague's work still queued
 * asks first. The device is the one the reporting session registered (or the session itself).
 */
export const casoPendencias = pgTable(
  'caso_pendencias',
  {
    casoId: doCaso(),
    dispositivo: uuid('dispositivo').notNull(),
    userId: usuario('user_id'),
    itens: integer('itens').notNull(),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.casoId, t.dispositivo, t.userId] })],
);

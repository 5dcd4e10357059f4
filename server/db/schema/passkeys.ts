import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { aparelhos, sessions, users } from './access';
import { bytea } from './bytea';

/**
 * Issue 43: a passkey (WebAuthn credential) an officer registered on a phone, by the id its
 * authenticator gave it. `contador` is the authenticator's signature counter, checked at every use.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chavePublica: bytea('chave_publica').notNull(),
    contador: bigint('contador', { mode: 'number' }).notNull().default(0),
    transportes: text('transportes').array().notNull().default(sql`'{}'`),
    nome: text('nome').notNull(),
    /**
     * The installed app the registering session was bound to (issue 39), when it had one: a device
     * marked lost (or the user's binding to it revoked) takes its passkeys with it.
     */
    aparelhoId: uuid('aparelho_id').references(() => aparelhos.id),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull(),
    usadaEm: timestamp('usada_em', { withTimezone: true }),
  },
  (t) => [
    index('passkeys_user_idx').on(t.userId),
    check('passkeys_nome_check', sql`char_length(${t.nome}) BETWEEN 1 AND 60`),
  ],
);

export const FINALIDADES_DESAFIO = ['registro', 'login', 'confirmacao'] as const;
export type FinalidadeDesafio = (typeof FINALIDADES_DESAFIO)[number];

/**
 * Every WebAuthn challenge handed out: in the database so that any node verifies one another node
 * issued; taken once (`usadoEm`) and only before `expiraEm`. A registration's or a step-up's
 * belongs to the session that asked for it; a login's to nobody yet.
 */
export const webauthnDesafios = pgTable(
  'webauthn_desafios',
  {
    desafio: text('desafio').primaryKey(),
    finalidade: text('finalidade', { enum: FINALIDADES_DESAFIO }).notNull(),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
  },
  (t) => [
    index('webauthn_desafios_expira_idx').on(t.expiraEm),
    check('webauthn_desafios_finalidade_check', sql`${t.finalidade} IN ('registro', 'login', 'confirmacao')`),
    check('webauthn_desafios_sessao_check', sql`(${t.finalidade} = 'login') = (${t.sessionId} IS NULL)`),
  ],
);

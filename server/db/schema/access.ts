import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { cargos, unidades } from './reference';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    matricula: text('matricula').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    cargoId: integer('cargo_id').references(() => cargos.id),
    unidadeId: uuid('unidade_id').references(() => unidades.id),
    active: boolean('active').notNull().default(true),
    /** Set when an administrator gives a temporary password: only Meus Dados works until it changes. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_name_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`),
    check('users_matricula_7_digits', sql`${t.matricula} ~ '^[0-9]{7}$'`),
    index('users_cargo_idx').on(t.cargoId),
    index('users_unidade_idx').on(t.unidadeId),
  ],
);

/**
 * Wrong logins by matrícula, whether or not a user has it, so that an unknown matrícula is
 * counted and locked exactly like a known one (no way to tell which exist). The lock ends by
 * itself at `bloqueadaAte`, or earlier when an administrator unlocks it.
 */
export const loginFalhas = pgTable('login_falhas', {
  matricula: text('matricula').primaryKey(),
  /** Wrong passwords in the current window, and when that window began. */
  falhas: smallint('falhas').notNull().default(0),
  /**
   * Attempts counted and still being checked: each may yet be wrong, so they take their place
   * beside `falhas` before the password is checked (login.service.ts).
   */
  emAvaliacao: smallint('em_avaliacao').notNull().default(0),
  janelaInicio: timestamp('janela_inicio', { withTimezone: true }).notNull().defaultNow(),
  bloqueadaAte: timestamp('bloqueada_ate', { withTimezone: true }),
});

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const permissions = pgTable('permissions', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
  label: text('label').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: uuid('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.permissionId] }),
    index('role_permissions_permission_idx').on(t.permissionId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/**
 * An installed app (issue 39): its id is made on the device, once, and kept there with a key pair
 * whose private half never leaves it; the public half, registered at login, checks what its camera
 * signs. Whoever logs in on it uses the same key (a shift's phone): who may claim its signatures is
 * `aparelhoUsuarios`. Issue 43 revokes a lost one (`revogadoEm`), for every user: its captures no
 * longer verify and its sessions end.
 */
export const aparelhos = pgTable(
  'aparelhos',
  {
    id: uuid('id').primaryKey(),
    /** SubjectPublicKeyInfo (DER), as WebCrypto exports it. */
    chavePublica: bytea('chave_publica').notNull(),
    algoritmo: text('algoritmo').notNull(),
    /** Made from the user agent at the first registration, e.g. 'Chrome no Android'. */
    nome: text('nome').notNull(),
    userAgent: text('user_agent'),
    /** The server's clock at the first registration, by any user. */
    registradoEm: timestamp('registrado_em', { withTimezone: true }).notNull(),
    vistoEm: timestamp('visto_em', { withTimezone: true }).notNull(),
    /** Marked lost (issue 43): every session on it ends, it is refused until released. */
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    /** When the device, marked lost, first reached the server again and was told to wipe. */
    avisadoEm: timestamp('avisado_em', { withTimezone: true }),
  },
  (t) => [check('aparelhos_algoritmo_check', sql`${t.algoritmo} = 'ECDSA-P256-SHA256'`)],
);

/**
 * A user bound to a device, from their first registration of it on (issue 39): the device's
 * signature vouches for a capture this user uploads only if this binding is older than the upload.
 * Issue 43 revokes one user's binding (`revogadoEm`) without the device.
 */
export const aparelhoUsuarios = pgTable(
  'aparelho_usuarios',
  {
    aparelhoId: uuid('aparelho_id')
      .notNull()
      .references(() => aparelhos.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The server's clock: a capture this user began uploading before this instant is not vouched for. */
    registradoEm: timestamp('registrado_em', { withTimezone: true }).notNull(),
    vistoEm: timestamp('visto_em', { withTimezone: true }).notNull(),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    /** Items of this user the device last said wait in its outbox (issue 43), and when it said so. */
    pendentes: integer('pendentes').notNull().default(0),
    pendentesEm: timestamp('pendentes_em', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.aparelhoId, t.userId] }),
    index('aparelho_usuarios_user_idx').on(t.userId),
  ],
);

/** Server-side sessions; only the SHA-256 of the random token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: bytea('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Current passwords given in Meus Dados since the last right one: the limit ends the session. */
    senhaTentativas: smallint('senha_tentativas').notNull().default(0),
    /** The installed app the session was opened on, once it registered its key (issue 39). */
    aparelhoId: uuid('aparelho_id').references(() => aparelhos.id),
    /** The session's last passkey touch (a passkey login or a step-up, issue 43). */
    confirmadaEm: timestamp('confirmada_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_aparelho_idx').on(t.aparelhoId),
  ],
);

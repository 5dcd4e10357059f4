import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Brazilian states, keyed by their IBGE code (Paraíba is 25). */
export const estados = pgTable('estados', {
  id: smallint('id').primaryKey(),
  uf: char('uf', { length: 2 }).notNull().unique(),
  nome: text('nome').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  regiao: text('regiao').notNull(),
});

/** Every Brazilian municipality, keyed by its IBGE code. */
export const municipios = pgTable(
  'municipios',
  {
    id: integer('id').primaryKey(),
    nome: text('nome').notNull(),
    estadoId: smallint('estado_id')
      .notNull()
      .references(() => estados.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    capital: boolean('capital').notNull().default(false),
  },
  (t) => [
    index('municipios_estado_idx').on(t.estadoId),
    index('municipios_nome_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.nome})) gin_trgm_ops`),
  ],
);

/** Positions (cargos); ids 1–21 are the spec's built-in list, in its order. */
export const cargos = pgTable('cargos', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
  nome: text('nome').notNull().unique(),
  /** The id the client made for an administrator's create, so that a repeated create is one cargo. */
  clientId: uuid('client_id').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Police units (unidades de lotação). `srpc` is the regional superintendency's number;
 * `wifi_acima_mb`, the size above which its officers' files wait for Wi-Fi on a cellular link (issue 43).
 */
export const unidades = pgTable(
  'unidades',
  {
    id: uuid('id').primaryKey(),
    nome: text('nome').notNull(),
    telefone: text('telefone'),
    endereco: text('endereco'),
    cidade_id: integer('cidade_id').references(() => municipios.id),
    srpc: smallint('srpc'),
    wifi_acima_mb: integer('wifi_acima_mb'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('unidades_cidade_idx').on(t.cidade_id),
    check('unidades_wifi_acima_mb_range', sql`${t.wifi_acima_mb} BETWEEN 1 AND 1000`),
  ],
);

/** Crime typifications with the spec's fixed ids (2183 is attempted homicide). */
export const tipificacoes = pgTable('tipificacoes', {
  id: integer('id').primaryKey(),
  nomeNatureza: text('nome_natureza').notNull(),
});

/** Places a surviving victim can be referred to (editable reference data, spec §3). */
export const encaminhamentos = pgTable(
  'encaminhamentos',
  {
    id: uuid('id').primaryKey(),
    codigo: text('codigo').notNull().unique(),
    nome: text('nome').notNull(),
    cidade_id: integer('cidade_id').references(() => municipios.id),
    /** OUTRO: the user types the place. */
    livre: boolean('livre').notNull().default(false),
    ordem: smallint('ordem').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [index('encaminhamentos_cidade_idx').on(t.cidade_id)],
);

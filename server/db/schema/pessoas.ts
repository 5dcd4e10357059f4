import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, time, unique, uuid } from 'drizzle-orm/pg-core';
import {
  CORES,
  CORES_CABELO,
  CORES_OLHOS,
  DOCUMENTO_TIPOS,
  ESTADOS_CIVIS,
  SEXOS,
  SIM_NAO,
} from '../../../shared/options';
import { casos, doCaso } from './casos';
import { checkOneOf, createdAt, createdBy, timestamps, trigramExpression, usuario } from './columns';
import { mediaObjects } from './media';
import { municipios } from './reference';

/** The personal data a person's record holds, in the registry and in each case. */
export function dadosPessoais() {
  return {
    nome: text('nome').notNull(),
    vulgo: text('vulgo'),
    data_nascimento: date('data_nascimento'),
    cpf: text('cpf'),
    rg: text('rg'),
    pai: text('pai'),
    mae: text('mae'),
    sexo: text('sexo', { enum: SEXOS }),
    profissao: text('profissao'),
    cor: text('cor', { enum: CORES }),
    estado_civil: text('estado_civil', { enum: ESTADOS_CIVIS }),
    conjuje: text('conjuje'),
    faccao: text('faccao'),
    comparsa: text('comparsa'),
    email: text('email'),
    telefone: text('telefone'),
    naturalidade: text('naturalidade'),
  };
}

/** A text column's words, accent-free and lower case (busca_palavras_de, migration 0020). */
export const palavrasDe = (coluna: 'nome' | 'vulgo' | 'mae') =>
  text(`${coluna}_palavras`)
    .array()
    .notNull()
    .generatedAlwaysAs(sql`busca_palavras_de(${sql.identifier(coluna)})`);

/**
 * The person registry: one row per person, tying together what each case recorded about them
 * (pessoas_caso) for search and the profile. Its data columns hold the latest known values, kept
 * by every write to a case's record; a case never reads them as its own.
 */
export const pessoas = pgTable(
  'pessoas',
  {
    id: uuid('id').primaryKey(),
    ...dadosPessoais(),
    // The words of nome, vulgo and mae as the search screen matches them (busca_palavras).
    nome_palavras: palavrasDe('nome'),
    vulgo_palavras: palavrasDe('vulgo'),
    mae_palavras: palavrasDe('mae'),
    // The name as a Brazilian reads it in a list, byte-comparable (busca_ordem_de, migration 0026).
    nome_ordem: text('nome_ordem').notNull().generatedAlwaysAs(sql`busca_ordem_de("nome")`),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    // The known-person search of the add forms (pessoa-busca.service), closest first.
    index('pessoas_nome_trgm_idx').using('gin', trigramExpression(t.nome)),
    index('pessoas_vulgo_trgm_idx').using('gin', trigramExpression(t.vulgo)),
    index('pessoas_nome_palavras_idx').using('gin', t.nome_palavras),
    // Two typed words found at once: every pair of the name's words (busca-palavras.ts).
    index('pessoas_nome_pares_idx').using('gin', sql`busca_pares_de(${t.nome_palavras})`),
    index('pessoas_vulgo_palavras_idx').using('gin', t.vulgo_palavras),
    index('pessoas_mae_palavras_idx').using('gin', t.mae_palavras),
    // The search's people in name order as a Brazilian reads it: a common word ('silva') walks
    // it, its words read from the index itself (no visit to the table), and stops at the count.
    index('pessoas_nome_ordem_idx').on(t.nome_ordem, t.id, t.nome_palavras),
    index('pessoas_cpf_idx').on(t.cpf),
    index('pessoas_created_by_idx').on(t.createdBy),
    checkOneOf('pessoas_sexo_check', t.sexo, SEXOS),
    checkOneOf('pessoas_cor_check', t.cor, CORES),
    checkOneOf('pessoas_estado_civil_check', t.estado_civil, ESTADOS_CIVIS),
  ],
);

/** The person a row is about: deleting the person deletes the row. */
export function daPessoa() {
  return uuid('pessoa_id')
    .notNull()
    .references(() => pessoas.id, { onDelete: 'cascade' });
}

/**
 * A person id made by a phone for someone the server already knew: a create queued offline with a
 * CPF already on file links the existing person, yet the operations queued after it (an edit, a
 * document) still name the phone's id. They are resolved through this table.
 */
export const pessoaAliases = pgTable(
  'pessoa_aliases',
  {
    id: uuid('id').primaryKey(),
    pessoaId: daPessoa(),
    createdAt: createdAt(),
  },
  (t) => [index('pessoa_aliases_pessoa_idx').on(t.pessoaId)],
);

export const enderecos = pgTable(
  'enderecos',
  {
    id: uuid('id').primaryKey(),
    pessoaId: daPessoa(),
    /** The case that recorded it; null only for addresses recorded before records were per case. */
    casoId: uuid('caso_id').references(() => casos.id, { onDelete: 'cascade' }),
    rua: text('rua'),
    numero: text('numero'),
    bairro: text('bairro'),
    complemento: text('complemento'),
    cidade_id: integer('cidade_id').references(() => municipios.id),
    estado: text('estado'),
    cep: text('cep'),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index('enderecos_pessoa_idx').on(t.pessoaId),
    index('enderecos_caso_pessoa_idx').on(t.casoId, t.pessoaId),
    index('enderecos_cidade_idx').on(t.cidade_id),
    index('enderecos_created_by_idx').on(t.createdBy),
  ],
);

/** At most one per person and case; descriptions apply only when the matching field is SIM. */
export const caracteristicasFisicas = pgTable(
  'caracteristicas_fisicas',
  {
    id: uuid('id').primaryKey(),
    pessoaId: daPessoa(),
    /** The case that recorded them; null only for traits recorded before records were per case. */
    casoId: uuid('caso_id').references(() => casos.id, { onDelete: 'cascade' }),
    cor_cabelo: text('cor_cabelo', { enum: CORES_CABELO }),
    cor_olhos: text('cor_olhos', { enum: CORES_OLHOS }),
    barba: text('barba', { enum: SIM_NAO }),
    bigode: text('bigode', { enum: SIM_NAO }),
    cicatriz: text('cicatriz', { enum: SIM_NAO }),
    cicatriz_descricao: text('cicatriz_descricao'),
    tatuagem: text('tatuagem', { enum: SIM_NAO }),
    tatuagem_descricao: text('tatuagem_descricao'),
    comentario: text('comentario'),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    unique('caracteristicas_fisicas_pessoa_caso_key').on(t.pessoaId, t.casoId).nullsNotDistinct(),
    index('caracteristicas_fisicas_created_by_idx').on(t.createdBy),
    checkOneOf('caracteristicas_fisicas_cor_cabelo_check', t.cor_cabelo, CORES_CABELO),
    checkOneOf('caracteristicas_fisicas_cor_olhos_check', t.cor_olhos, CORES_OLHOS),
    checkOneOf('caracteristicas_fisicas_barba_check', t.barba, SIM_NAO),
    checkOneOf('caracteristicas_fisicas_bigode_check', t.bigode, SIM_NAO),
    checkOneOf('caracteristicas_fisicas_cicatriz_check', t.cicatriz, SIM_NAO),
    checkOneOf('caracteristicas_fisicas_tatuagem_check', t.tatuagem, SIM_NAO),
  ],
);

/**
 * A scanned document or picture of a person, captured in a case (`casoId`) and readable by those
 * who may read that case. Null only for documents captured before records were per case.
 */
export const documentos = pgTable(
  'documentos',
  {
    id: uuid('id').primaryKey(),
    pessoaId: daPessoa(),
    casoId: uuid('caso_id').references(() => casos.id, { onDelete: 'set null' }),
    tipo: text('tipo', { enum: DOCUMENTO_TIPOS }).notNull(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaObjects.id, { onDelete: 'cascade' }),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index('documentos_pessoa_idx').on(t.pessoaId),
    index('documentos_caso_idx').on(t.casoId),
    index('documentos_media_idx').on(t.mediaId),
    index('documentos_created_by_idx').on(t.createdBy),
    checkOneOf('documentos_tipo_check', t.tipo, DOCUMENTO_TIPOS),
  ],
);

/**
 * A summons printed for a person. The PDF is rebuilt from this row, so it keeps the data as
 * printed (`dados`, `endereco`) even if the person's record changes later.
 */
export const intimacoes = pgTable(
  'intimacoes',
  {
    id: uuid('id').primaryKey(),
    casoId: doCaso(),
    pessoaId: daPessoa(),
    tipo: text('tipo').notNull(),
    delegado: text('delegado'),
    dados: jsonb('dados').$type<Record<string, unknown>>().notNull().default({}),
    endereco: jsonb('endereco').$type<Record<string, unknown>>(),
    data: date('data').notNull(),
    hora: time('hora').notNull(),
    userId: usuario('user_id'),
    ...timestamps(),
  },
  (t) => [
    index('intimacoes_caso_idx').on(t.casoId),
    index('intimacoes_pessoa_idx').on(t.pessoaId),
    index('intimacoes_user_idx').on(t.userId),
  ],
);

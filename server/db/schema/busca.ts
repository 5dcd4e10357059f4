import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Every word ever seen in a person's name, vulgo or mother's name, accent-free and lower case:
 * the search screen finds here the words containing what was typed (a few thousand rows), then
 * the people holding one of them (pessoas.*_palavras). Kept by the triggers on pessoas
 * (migration 0020); a word no longer used stays, and finds no one.
 */
export const buscaPalavras = pgTable('busca_palavras', { palavra: text('palavra').primaryKey() }, (t) => [
  index('busca_palavras_trgm_idx').using('gin', t.palavra.op('gin_trgm_ops')),
]);

/**
 * Every person with a role (victim, witness, suspect) in a case not deleted, with the case's date:
 * the search's index of who is in which case. The cases of the people a name finds, newest first,
 * are read from its index by person alone, without a visit to each case (which took half of a
 * name's case search). Kept by the triggers on the three roles and on casos (migration 0022): a
 * role given or removed, a case deleted, is here in the same statement.
 */
export const buscaVinculos = pgTable(
  'busca_vinculos',
  {
    pessoaId: uuid('pessoa_id').notNull(),
    casoId: uuid('caso_id').notNull(),
    casoCreatedAt: timestamp('caso_created_at', { withTimezone: true }).notNull(),
    // The person's pessoas.nome_palavras, kept by triggers (migration 0031).
    nomePalavras: text('nome_palavras').array().notNull().default(sql`'{}'`),
  },
  (t) => [
    // One row per person and case; a case's people.
    uniqueIndex('busca_vinculos_caso_idx').on(t.casoId, t.pessoaId),
    // A person's cases, newest first. NULLS FIRST is what the search's ORDER BY … DESC means:
    // with drizzle's NULLS LAST the index would not serve it.
    index('busca_vinculos_pessoa_idx').on(t.pessoaId, t.casoCreatedAt.desc().nullsFirst(), t.casoId),
    // The links newest case first: the people of a period.
    index('busca_vinculos_data_idx').on(t.casoCreatedAt.desc().nullsFirst(), t.casoId, t.pessoaId),
    // The cases of two words of a name, read from the links alone (busca-paginas.ts).
    index('busca_vinculos_pares_idx').using('gin', sql`busca_pares_de(${t.nomePalavras})`),
  ],
);

/**
 * A row per word of a person's name and case of theirs (busca_vinculos): the case search by one
 * word reads, for each word found, its cases newest first and stops at the count's limit, instead
 * of every case of every person holding it. Kept by the triggers on busca_vinculos and on the
 * person's name (migration 0027).
 */
export const buscaPalavrasCasos = pgTable(
  'busca_palavras_casos',
  {
    palavra: text('palavra').notNull(),
    casoCreatedAt: timestamp('caso_created_at', { withTimezone: true }).notNull(),
    casoId: uuid('caso_id').notNull(),
    pessoaId: uuid('pessoa_id').notNull(),
  },
  (t) => [
    uniqueIndex('busca_palavras_casos_idx').on(
      t.palavra,
      t.casoCreatedAt.desc().nullsFirst(),
      t.casoId,
      t.pessoaId,
    ),
    index('busca_palavras_casos_vinculo_idx').on(t.pessoaId, t.casoId),
  ],
);

/**
 * A row per word of a person's name, with the name's sort key: the people search by one word
 * reads, for each word found, its people in name order and stops at the count's limit. Kept by
 * the triggers on pessoas (migration 0028).
 */
export const buscaPalavrasPessoas = pgTable(
  'busca_palavras_pessoas',
  {
    palavra: text('palavra').notNull(),
    nomeOrdem: text('nome_ordem').notNull(),
    pessoaId: uuid('pessoa_id').notNull(),
  },
  (t) => [
    uniqueIndex('busca_palavras_pessoas_idx').on(t.palavra, t.nomeOrdem, t.pessoaId),
    index('busca_palavras_pessoas_pessoa_idx').on(t.pessoaId),
  ],
);

import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word ever seen in a person's name, vulgo or mother's name, accent-free and lower case:
 * the search screen finds here the words containing what was typed (a few thousand rows), then
 * the people holding one of them (pessoas.*_palavras). Kept by the triggers on pessoas
 * (migration 0020); a word no longer used stays, and finds no one.
 */
export const buscaPalavras = pgTable('busca_palavras', { palavra: text('palavra').primaryKey() }, (t) => [
  index('busca_palavras_trgm_idx').using('gin', t.palavra.op('gin_trgm_ops')),
]);

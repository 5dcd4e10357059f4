-- A name as a Brazilian reads it in a list: accents and case folded ('Álvaro' before 'Bruno',
-- 'Zé' last), word by word (the space before any letter: 'Maria da Silva' before 'Maria das
-- Dores'), compared byte by byte (COLLATE "C"): the same order under any database collation,
-- the embedded server's C.UTF-8 as Debian's. semAcento (shared/equipe.ts) folds the same way.
CREATE FUNCTION "busca_ordem_de"(texto text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.immutable_unaccent(lower(texto)) COLLATE "C"
$$;--> statement-breakpoint
-- The search's people in that order: a common word ('silva') walks it, its words and the name
-- read from the index itself (no visit to the table), and stops at the count. An index on the
-- expression, not a stored column: the registry is not rewritten, nor its visibility map lost.
DROP INDEX "pessoas_nome_ordem_idx";--> statement-breakpoint
CREATE INDEX "pessoas_nome_ordem_idx" ON "pessoas" USING btree (busca_ordem_de("nome"),"id","nome_palavras","nome");

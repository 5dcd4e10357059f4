-- The words of a text as the search screen matches them: accent-free, lower case, split at
-- spaces. A typed word (it has no space) is part of the text exactly when it is part of one of
-- them. A bare expression, so PostgreSQL inlines it; qualified, as a restore runs with an empty
-- search_path and computes the generated columns again.
CREATE FUNCTION "busca_palavras_de"(texto text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_remove(regexp_split_to_array(public.immutable_unaccent(lower(texto)), '\s+'), ''), '{}')
$$;--> statement-breakpoint
-- Every pair of a text's words, a word with itself too ('joao joao'), the smaller first by bytes
-- (as the server puts them, whatever the database's collation): two typed words are found through
-- one short list (the pair's) instead of two long ones.
CREATE FUNCTION "busca_pares_de"(palavras text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT a || ' ' || b), '{}')
  FROM unnest(palavras) AS a, unnest(palavras) AS b WHERE a COLLATE "C" <= b COLLATE "C"
$$;--> statement-breakpoint
CREATE TABLE "busca_palavras" (
	"palavra" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "pessoas_mae_trgm_idx";--> statement-breakpoint
-- One statement, so the table is rewritten once.
ALTER TABLE "pessoas"
  ADD COLUMN "nome_palavras" text[] GENERATED ALWAYS AS (busca_palavras_de("nome")) STORED NOT NULL,
  ADD COLUMN "vulgo_palavras" text[] GENERATED ALWAYS AS (busca_palavras_de("vulgo")) STORED NOT NULL,
  ADD COLUMN "mae_palavras" text[] GENERATED ALWAYS AS (busca_palavras_de("mae")) STORED NOT NULL;--> statement-breakpoint
-- New words join busca_palavras with the statement that wrote them, once per statement (a bulk
-- load of a million people is one set-based insert). Two people with the same new word written at
-- once: ON CONFLICT waits for the other and adds it once.
CREATE FUNCTION "pessoas_palavras_novas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO busca_palavras (palavra)
    SELECT DISTINCT nova.palavra
    FROM novas, unnest(novas.nome_palavras || novas.vulgo_palavras || novas.mae_palavras) AS nova (palavra)
    WHERE NOT EXISTS (SELECT 1 FROM busca_palavras b WHERE b.palavra = nova.palavra)
  ON CONFLICT (palavra) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "pessoas_palavras_insert" AFTER INSERT ON "pessoas" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "pessoas_palavras_novas"();--> statement-breakpoint
CREATE TRIGGER "pessoas_palavras_update" AFTER UPDATE ON "pessoas" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "pessoas_palavras_novas"();--> statement-breakpoint
INSERT INTO busca_palavras (palavra)
  SELECT DISTINCT palavra FROM pessoas, unnest(nome_palavras || vulgo_palavras || mae_palavras) AS palavra;--> statement-breakpoint
CREATE INDEX "busca_palavras_trgm_idx" ON "busca_palavras" USING gin ("palavra" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pessoas_nome_palavras_idx" ON "pessoas" USING gin ("nome_palavras");--> statement-breakpoint
CREATE INDEX "pessoas_nome_pares_idx" ON "pessoas" USING gin (busca_pares_de("nome_palavras"));--> statement-breakpoint
CREATE INDEX "pessoas_vulgo_palavras_idx" ON "pessoas" USING gin ("vulgo_palavras");--> statement-breakpoint
CREATE INDEX "pessoas_mae_palavras_idx" ON "pessoas" USING gin ("mae_palavras");
--> statement-breakpoint
DROP INDEX "pessoas_nome_ordem_idx";--> statement-breakpoint
CREATE INDEX "pessoas_nome_ordem_idx" ON "pessoas" USING btree ("nome","id","nome_palavras");

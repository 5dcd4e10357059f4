-- The people whose name holds a word, in name order, read in order by word: the people search by
-- one common surname ('silva', 28,000 of a state's million) walked the whole name index until it
-- had met the count's limit of them (~36,000 names read). A row per word of a person's name, kept
-- by triggers in the statement that writes the name.
CREATE TABLE "busca_palavras_pessoas" (
	"palavra" text NOT NULL,
	"nome_ordem" text COLLATE "C" NOT NULL,
	"pessoa_id" uuid NOT NULL
);
--> statement-breakpoint
INSERT INTO "busca_palavras_pessoas" ("palavra", "nome_ordem", "pessoa_id")
  SELECT DISTINCT palavra, p.nome_ordem, p.id FROM pessoas p, unnest(p.nome_palavras) AS palavra;--> statement-breakpoint
CREATE UNIQUE INDEX "busca_palavras_pessoas_idx" ON "busca_palavras_pessoas" USING btree ("palavra","nome_ordem","pessoa_id");--> statement-breakpoint
CREATE INDEX "busca_palavras_pessoas_pessoa_idx" ON "busca_palavras_pessoas" USING btree ("pessoa_id");--> statement-breakpoint
CREATE FUNCTION "busca_palavras_pessoas_novas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO busca_palavras_pessoas (palavra, nome_ordem, pessoa_id)
    SELECT DISTINCT palavra, n.nome_ordem, n.id FROM novas n, unnest(n.nome_palavras) AS palavra
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "busca_palavras_pessoas_tiradas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM busca_palavras_pessoas b USING antigas a WHERE b.pessoa_id = a.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Per row and only when the name changes: editing anything else of a person costs nothing here.
CREATE FUNCTION "busca_palavras_pessoas_nome"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM busca_palavras_pessoas WHERE pessoa_id = NEW.id;
  INSERT INTO busca_palavras_pessoas (palavra, nome_ordem, pessoa_id)
    SELECT DISTINCT palavra, NEW.nome_ordem, NEW.id FROM unnest(NEW.nome_palavras) AS palavra;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "pessoas_palavras_pessoas_insert" AFTER INSERT ON "pessoas" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "busca_palavras_pessoas_novas"();--> statement-breakpoint
CREATE TRIGGER "pessoas_palavras_pessoas_delete" AFTER DELETE ON "pessoas" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION "busca_palavras_pessoas_tiradas"();--> statement-breakpoint
CREATE TRIGGER "pessoas_palavras_pessoas_update" AFTER UPDATE OF "nome" ON "pessoas"
  FOR EACH ROW WHEN (OLD.nome_ordem IS DISTINCT FROM NEW.nome_ordem OR OLD.nome_palavras IS DISTINCT FROM NEW.nome_palavras)
  EXECUTE FUNCTION "busca_palavras_pessoas_nome"();

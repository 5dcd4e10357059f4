-- The cases of the people whose name holds a word, newest first, read in order by word: the case
-- search by one common surname ('silva', 2.8% of a state's people, ~42,000 links) read every link
-- of every such person to sort them by date (5 s at 20 connections). A row per word of the
-- person's name and link (busca_vinculos), kept by triggers in the statement that changes a link
-- or a name.
CREATE TABLE "busca_palavras_casos" (
	"palavra" text NOT NULL,
	"caso_created_at" timestamp with time zone NOT NULL,
	"caso_id" uuid NOT NULL,
	"pessoa_id" uuid NOT NULL
);
--> statement-breakpoint
INSERT INTO "busca_palavras_casos" ("palavra", "caso_created_at", "caso_id", "pessoa_id")
  SELECT DISTINCT palavra, v.caso_created_at, v.caso_id, v.pessoa_id
  FROM busca_vinculos v JOIN pessoas p ON p.id = v.pessoa_id, unnest(p.nome_palavras) AS palavra;--> statement-breakpoint
-- A word's cases newest first (the search's order, NULLS FIRST as its ORDER BY … DESC means).
CREATE UNIQUE INDEX "busca_palavras_casos_idx" ON "busca_palavras_casos" USING btree ("palavra","caso_created_at" DESC NULLS FIRST,"caso_id","pessoa_id");--> statement-breakpoint
-- A link's rows, to take them away with it.
CREATE INDEX "busca_palavras_casos_vinculo_idx" ON "busca_palavras_casos" USING btree ("pessoa_id","caso_id");--> statement-breakpoint
CREATE FUNCTION "busca_palavras_casos_vinculo_novo"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO busca_palavras_casos (palavra, caso_created_at, caso_id, pessoa_id)
    SELECT DISTINCT palavra, n.caso_created_at, n.caso_id, n.pessoa_id
    FROM novos n JOIN pessoas p ON p.id = n.pessoa_id, unnest(p.nome_palavras) AS palavra
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "busca_palavras_casos_vinculo_tirado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM busca_palavras_casos b USING antigos a
    WHERE b.pessoa_id = a.pessoa_id AND b.caso_id = a.caso_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "busca_vinculos_palavras_insert" AFTER INSERT ON "busca_vinculos" REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION "busca_palavras_casos_vinculo_novo"();--> statement-breakpoint
CREATE TRIGGER "busca_vinculos_palavras_delete" AFTER DELETE ON "busca_vinculos" REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION "busca_palavras_casos_vinculo_tirado"();--> statement-breakpoint
-- Links are only inserted and deleted (a case redated is deleted and inserted again); an update, if
-- ever written, must not leave the words behind.
CREATE FUNCTION "busca_palavras_casos_vinculo_mudado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM busca_palavras_casos WHERE pessoa_id = OLD.pessoa_id AND caso_id = OLD.caso_id;
  INSERT INTO busca_palavras_casos (palavra, caso_created_at, caso_id, pessoa_id)
    SELECT DISTINCT palavra, NEW.caso_created_at, NEW.caso_id, NEW.pessoa_id
    FROM pessoas p, unnest(p.nome_palavras) AS palavra WHERE p.id = NEW.pessoa_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "busca_vinculos_palavras_update" AFTER UPDATE ON "busca_vinculos"
  FOR EACH ROW EXECUTE FUNCTION "busca_palavras_casos_vinculo_mudado"();--> statement-breakpoint
-- A name changed: its words in each of the person's cases change with it. Per row and only when the
-- words change: editing anything else of a person costs nothing here.
CREATE FUNCTION "busca_palavras_casos_nome"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM busca_palavras_casos WHERE pessoa_id = NEW.id;
  INSERT INTO busca_palavras_casos (palavra, caso_created_at, caso_id, pessoa_id)
    SELECT DISTINCT palavra, v.caso_created_at, v.caso_id, v.pessoa_id
    FROM busca_vinculos v, unnest(NEW.nome_palavras) AS palavra WHERE v.pessoa_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "pessoas_palavras_casos_update" AFTER UPDATE OF "nome" ON "pessoas"
  FOR EACH ROW WHEN (OLD.nome_palavras IS DISTINCT FROM NEW.nome_palavras)
  EXECUTE FUNCTION "busca_palavras_casos_nome"();

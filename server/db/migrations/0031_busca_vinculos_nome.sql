-- The words of each linked person's name on the link itself, so the cases of two typed words of a
-- name are read from the links alone, by the pairs of those words (GIN), in the case's order.
-- Through the people, the page visited each person found and then looked up each one's links: 1.6
-- of the ~4 ms of CPU of a case search by 'joao ferr', the costliest search at 20 connections.
ALTER TABLE "busca_vinculos" ADD COLUMN "nome_palavras" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Only a change of what a link is (person, case, date) moves its rows in busca_palavras_casos: its
-- name's words are kept below, and writing them must not rewrite the word table.
DROP TRIGGER "busca_vinculos_palavras_update" ON "busca_vinculos";--> statement-breakpoint
CREATE TRIGGER "busca_vinculos_palavras_update" AFTER UPDATE OF "pessoa_id", "caso_id", "caso_created_at" ON "busca_vinculos"
  FOR EACH ROW EXECUTE FUNCTION "busca_palavras_casos_vinculo_mudado"();--> statement-breakpoint
UPDATE "busca_vinculos" v SET "nome_palavras" = p."nome_palavras" FROM "pessoas" p WHERE p."id" = v."pessoa_id";--> statement-breakpoint
-- The update wrote a new version of every link, and of its entry in each index: without this the
-- indexes the searches walk would stay twice their size (the table's dead half goes at the next
-- VACUUM).
REINDEX TABLE "busca_vinculos";--> statement-breakpoint
-- A new link (or one moved to another person) takes that person's words as it is written.
CREATE FUNCTION "busca_vinculos_nome_novo"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.nome_palavras := coalesce((SELECT nome_palavras FROM pessoas WHERE id = NEW.pessoa_id), '{}');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "busca_vinculos_nome_novo" BEFORE INSERT OR UPDATE OF "pessoa_id" ON "busca_vinculos"
  FOR EACH ROW EXECUTE FUNCTION "busca_vinculos_nome_novo"();--> statement-breakpoint
-- A name changed: its links take its new words. Only when the words change, as for the word table.
CREATE FUNCTION "busca_vinculos_nome_mudado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE busca_vinculos SET nome_palavras = NEW.nome_palavras WHERE pessoa_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "pessoas_vinculos_nome" AFTER UPDATE OF "nome" ON "pessoas"
  FOR EACH ROW WHEN (OLD.nome_palavras IS DISTINCT FROM NEW.nome_palavras)
  EXECUTE FUNCTION "busca_vinculos_nome_mudado"();--> statement-breakpoint
CREATE INDEX "busca_vinculos_pares_idx" ON "busca_vinculos" USING gin (busca_pares_de("nome_palavras"));

CREATE TABLE "busca_vinculos" (
	"pessoa_id" uuid NOT NULL,
	"caso_id" uuid NOT NULL,
	"caso_created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Whether the person has a role in the case (victim, witness or suspect): what "appears in the
-- case" means to the search, as to the profile. The case's record of the person (pessoas_caso)
-- stays after the role is removed; the link does not.
CREATE FUNCTION "busca_tem_papel"(pessoa uuid, caso uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM public.vitimas WHERE pessoa_id = pessoa AND caso_id = caso)
    OR EXISTS (SELECT 1 FROM public.testemunhas WHERE pessoa_id = pessoa AND caso_id = caso)
    OR EXISTS (SELECT 1 FROM public.suspeitos WHERE pessoa_id = pessoa AND caso_id = caso)
$$;--> statement-breakpoint
-- Filled before its indexes are built: one sort per index instead of a million insertions.
-- Every role has the case's record of the person (its foreign key), so the records with a role
-- are the people in each case.
INSERT INTO "busca_vinculos" ("pessoa_id", "caso_id", "caso_created_at")
  SELECT pc.pessoa_id, pc.caso_id, c.created_at
  FROM pessoas_caso pc JOIN casos c ON c.id = pc.caso_id
  WHERE c.deleted_at IS NULL AND busca_tem_papel(pc.pessoa_id, pc.caso_id);--> statement-breakpoint
CREATE UNIQUE INDEX "busca_vinculos_caso_idx" ON "busca_vinculos" USING btree ("caso_id","pessoa_id");--> statement-breakpoint
CREATE INDEX "busca_vinculos_pessoa_idx" ON "busca_vinculos" USING btree ("pessoa_id","caso_created_at" DESC NULLS FIRST,"caso_id");--> statement-breakpoint
-- A role given: the person is the search's in that case at once, when the case is not deleted.
-- Once per statement, so a bulk load is one set-based insert. The case's record of the person is
-- locked first, as a role removed elsewhere locks it: of two transactions giving and taking roles
-- of one person in one case, the second sees what the first left.
CREATE FUNCTION "busca_vinculos_papel_dado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM pessoas_caso pc JOIN novos n ON n.pessoa_id = pc.pessoa_id AND n.caso_id = pc.caso_id
    ORDER BY pc.id FOR UPDATE OF pc;
  INSERT INTO busca_vinculos (pessoa_id, caso_id, caso_created_at)
    SELECT DISTINCT n.pessoa_id, n.caso_id, c.created_at
    FROM novos n JOIN casos c ON c.id = n.caso_id
    WHERE c.deleted_at IS NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A role removed (or erased with its case or person): the link goes when no other role is left.
CREATE FUNCTION "busca_vinculos_papel_tirado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM pessoas_caso pc JOIN antigos a ON a.pessoa_id = pc.pessoa_id AND a.caso_id = pc.caso_id
    ORDER BY pc.id FOR UPDATE OF pc;
  DELETE FROM busca_vinculos v USING antigos a
    WHERE v.pessoa_id = a.pessoa_id AND v.caso_id = a.caso_id AND NOT busca_tem_papel(a.pessoa_id, a.caso_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A role moved to another person or case (nothing does it today; the index must not lie if it is
-- ever done). Per row, and only when one of the two changes: editing a role costs nothing here.
CREATE FUNCTION "busca_vinculos_papel_movido"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT busca_tem_papel(OLD.pessoa_id, OLD.caso_id) THEN
    DELETE FROM busca_vinculos WHERE pessoa_id = OLD.pessoa_id AND caso_id = OLD.caso_id;
  END IF;
  INSERT INTO busca_vinculos (pessoa_id, caso_id, caso_created_at)
    SELECT NEW.pessoa_id, c.id, c.created_at FROM casos c WHERE c.id = NEW.caso_id AND c.deleted_at IS NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vitimas_busca_insert" AFTER INSERT ON "vitimas" REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION "busca_vinculos_papel_dado"();--> statement-breakpoint
CREATE TRIGGER "vitimas_busca_delete" AFTER DELETE ON "vitimas" REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION "busca_vinculos_papel_tirado"();--> statement-breakpoint
CREATE TRIGGER "vitimas_busca_update" AFTER UPDATE OF "pessoa_id", "caso_id" ON "vitimas"
  FOR EACH ROW WHEN (OLD.pessoa_id IS DISTINCT FROM NEW.pessoa_id OR OLD.caso_id IS DISTINCT FROM NEW.caso_id)
  EXECUTE FUNCTION "busca_vinculos_papel_movido"();--> statement-breakpoint
CREATE TRIGGER "testemunhas_busca_insert" AFTER INSERT ON "testemunhas" REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION "busca_vinculos_papel_dado"();--> statement-breakpoint
CREATE TRIGGER "testemunhas_busca_delete" AFTER DELETE ON "testemunhas" REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION "busca_vinculos_papel_tirado"();--> statement-breakpoint
CREATE TRIGGER "testemunhas_busca_update" AFTER UPDATE OF "pessoa_id", "caso_id" ON "testemunhas"
  FOR EACH ROW WHEN (OLD.pessoa_id IS DISTINCT FROM NEW.pessoa_id OR OLD.caso_id IS DISTINCT FROM NEW.caso_id)
  EXECUTE FUNCTION "busca_vinculos_papel_movido"();--> statement-breakpoint
CREATE TRIGGER "suspeitos_busca_insert" AFTER INSERT ON "suspeitos" REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION "busca_vinculos_papel_dado"();--> statement-breakpoint
CREATE TRIGGER "suspeitos_busca_delete" AFTER DELETE ON "suspeitos" REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION "busca_vinculos_papel_tirado"();--> statement-breakpoint
CREATE TRIGGER "suspeitos_busca_update" AFTER UPDATE OF "pessoa_id", "caso_id" ON "suspeitos"
  FOR EACH ROW WHEN (OLD.pessoa_id IS DISTINCT FROM NEW.pessoa_id OR OLD.caso_id IS DISTINCT FROM NEW.caso_id)
  EXECUTE FUNCTION "busca_vinculos_papel_movido"();--> statement-breakpoint
-- A case deleted leaves the search with all its people; one brought back (or redated) returns
-- with everyone who has a role in it.
CREATE FUNCTION "busca_vinculos_do_caso"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM busca_vinculos WHERE caso_id = OLD.id;
  IF NEW.deleted_at IS NULL THEN
    INSERT INTO busca_vinculos (pessoa_id, caso_id, caso_created_at)
      SELECT pc.pessoa_id, NEW.id, NEW.created_at FROM pessoas_caso pc
      WHERE pc.caso_id = NEW.id AND busca_tem_papel(pc.pessoa_id, NEW.id)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "casos_busca_update" AFTER UPDATE OF "deleted_at", "created_at" ON "casos"
  FOR EACH ROW WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION "busca_vinculos_do_caso"();

CREATE TABLE "caso_revisoes" (
	"caso_id" uuid PRIMARY KEY NOT NULL,
	"revisao" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "caso_revisoes" ADD CONSTRAINT "caso_revisoes_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One more revision for the case: the cached read of it is stale from now on. A case being
-- removed (its content cascading away) has nothing left to revise.
CREATE FUNCTION caso_revisar(caso uuid) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO caso_revisoes (caso_id, revisao)
  SELECT caso, 1 WHERE EXISTS (SELECT 1 FROM casos WHERE id = caso)
  ON CONFLICT (caso_id) DO UPDATE SET revisao = caso_revisoes.revisao + 1
$$;
--> statement-breakpoint
CREATE FUNCTION caso_conteudo_alterado() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.caso_id IS NOT NULL THEN
    PERFORM caso_revisar(OLD.caso_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.caso_id IS NOT NULL AND NEW.caso_id IS DISTINCT FROM OLD.caso_id THEN
    PERFORM caso_revisar(NEW.caso_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION caso_alterado() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM caso_revisar(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER casos_revisao AFTER INSERT OR UPDATE ON casos
  FOR EACH ROW EXECUTE FUNCTION caso_alterado();
--> statement-breakpoint
-- Every table that records something of a case, now and in later migrations (a test checks that
-- each table with a caso_id has this trigger); the log is a record of looks, not of the case.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_name = c.table_name AND tb.table_schema = c.table_schema
    WHERE c.table_schema = 'public' AND c.column_name = 'caso_id' AND tb.table_type = 'BASE TABLE'
      AND c.table_name NOT IN ('logs', 'caso_revisoes')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION caso_conteudo_alterado()',
      t.table_name || '_revisa_caso', t.table_name);
  END LOOP;
END
$$;
--> statement-breakpoint
INSERT INTO caso_revisoes (caso_id) SELECT id FROM casos ON CONFLICT DO NOTHING;

-- Issue 42: the search by boletim compares a key exactly, through a b-tree. The GIN index over the
-- array of keys gave the planner no estimate of one key (an array's statistics keep only common
-- elements, and every boletim is rare): it assumed 0.5% of the cases matched, and the search's
-- prepared plan walked all 300,000 cases by date, probing each one's occurrence (1.3 s at the
-- scale bench's size). One row per key, kept by the database from the array as the occurrence is
-- saved, gives the planner its true figure: one case.
CREATE TABLE "caso_boletim_chaves" (
	"chave" text NOT NULL,
	"caso_id" uuid NOT NULL,
	CONSTRAINT "caso_boletim_chaves_pkey" PRIMARY KEY ("chave", "caso_id")
);
--> statement-breakpoint
ALTER TABLE "caso_boletim_chaves" ADD CONSTRAINT "caso_boletim_chaves_caso_id_caso_ocorrencias_caso_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."caso_ocorrencias"("caso_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "caso_boletim_chaves" ("chave", "caso_id")
  SELECT DISTINCT chave, caso_id FROM caso_ocorrencias, unnest(boletim_chaves) AS chave;--> statement-breakpoint
CREATE INDEX "caso_boletim_chaves_caso_idx" ON "caso_boletim_chaves" USING btree ("caso_id");--> statement-breakpoint
DROP INDEX "caso_ocorrencias_boletins_idx";--> statement-breakpoint
-- The occurrence saved: its keys are the array's, in the same transaction. Only when the array
-- changed, so editing the account or the procedure costs nothing here.
CREATE FUNCTION "caso_boletim_chaves_sincronizar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.boletim_chaves = NEW.boletim_chaves THEN
    RETURN NULL;
  END IF;
  DELETE FROM caso_boletim_chaves WHERE caso_id = NEW.caso_id;
  INSERT INTO caso_boletim_chaves (chave, caso_id)
    SELECT DISTINCT chave, NEW.caso_id FROM unnest(NEW.boletim_chaves) AS chave;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER caso_boletim_chaves_sincroniza AFTER INSERT OR UPDATE OF boletim_chaves ON caso_ocorrencias
  FOR EACH ROW EXECUTE FUNCTION caso_boletim_chaves_sincronizar();;--> statement-breakpoint
-- The dashboard now counts the deaths no city holds and the map those no position holds
-- (painel_estatisticas, dimensions sem_local and sem_posicao); the months counted before would lack
-- them until a case of theirs changed. Forgetting what each case was counted as makes the next
-- rebuild count every month again (seconds, once).
DELETE FROM "painel_casos";

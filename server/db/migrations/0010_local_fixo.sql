DROP INDEX "locais_caso_idx";--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "precisao_m" real;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "obtida_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locais" ADD COLUMN "precisao_m" real;--> statement-breakpoint
ALTER TABLE "locais" ADD COLUMN "obtida_em" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "locais_caso_unico_idx" ON "locais" USING btree ("caso_id");--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_precisao_check" CHECK ("cameras"."precisao_m" IS NULL OR ("cameras"."precisao_m" >= 0 AND "cameras"."latitude" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "locais" ADD CONSTRAINT "locais_precisao_check" CHECK ("locais"."precisao_m" IS NULL OR ("locais"."precisao_m" >= 0 AND "locais"."latitude" IS NOT NULL));--> statement-breakpoint
-- The scene conditions belong to the case through their location: a change to them is a change
-- to the case (its kept answer must not outlive it).
CREATE FUNCTION condicoes_local_alteradas() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM caso_revisar((SELECT caso_id FROM locais WHERE id = OLD.local_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM caso_revisar((SELECT caso_id FROM locais WHERE id = NEW.local_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER condicoes_local_revisa_caso AFTER INSERT OR UPDATE OR DELETE ON condicoes_local
  FOR EACH ROW EXECUTE FUNCTION condicoes_local_alteradas();

-- The referral is kept by its stable code, the value the API reads and writes.
DROP INDEX "vitimas_encaminhamento_idx";--> statement-breakpoint
ALTER TABLE "vitimas" ADD COLUMN "encaminhado" text;--> statement-breakpoint
ALTER TABLE "vitimas" ADD CONSTRAINT "vitimas_encaminhado_encaminhamentos_codigo_fk" FOREIGN KEY ("encaminhado") REFERENCES "public"."encaminhamentos"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "vitimas_encaminhado_idx" ON "vitimas" USING btree ("encaminhado");--> statement-breakpoint
UPDATE "vitimas" SET "encaminhado" = "encaminhamentos"."codigo" FROM "encaminhamentos" WHERE "encaminhamentos"."id" = "vitimas"."encaminhamento_id";--> statement-breakpoint
ALTER TABLE "vitimas" DROP CONSTRAINT "vitimas_encaminhamento_id_encaminhamentos_id_fk";
--> statement-breakpoint
ALTER TABLE "vitimas" DROP COLUMN "encaminhamento_id";

CREATE TABLE "painel_casos" (
	"caso_id" uuid PRIMARY KEY NOT NULL,
	"revisao" bigint NOT NULL,
	"mes" date NOT NULL,
	"unidade_id" uuid,
	"created_by" uuid NOT NULL
);
--> statement-breakpoint
CREATE INDEX "painel_casos_mes_idx" ON "painel_casos" USING btree ("mes");
CREATE TABLE "painel_calculo" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"calculado_em" timestamp with time zone NOT NULL,
	"duracao_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "painel_cidades" (
	"mes" date NOT NULL,
	"unidade_id" uuid,
	"cidade_id" integer NOT NULL,
	"mortes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "painel_estatisticas" (
	"mes" date NOT NULL,
	"unidade_id" uuid,
	"dimensao" text NOT NULL,
	"rotulo" text NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "painel_resumo" (
	"mes" date NOT NULL,
	"unidade_id" uuid,
	"casos" integer NOT NULL,
	"vitimas" integer NOT NULL,
	"consumados" integer NOT NULL,
	"tentativas" integer NOT NULL,
	"suspeitos" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "painel_cidades_mes_idx" ON "painel_cidades" USING btree ("mes","unidade_id");--> statement-breakpoint
CREATE INDEX "painel_estatisticas_mes_idx" ON "painel_estatisticas" USING btree ("mes","unidade_id");--> statement-breakpoint
CREATE INDEX "painel_resumo_mes_idx" ON "painel_resumo" USING btree ("mes","unidade_id");
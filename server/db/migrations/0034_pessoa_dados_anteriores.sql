-- A change to the registry's entry of a person is also the history of the person's other cases
-- (issue 39, item 9): the identifier of the case it was made from. Null for what a case's own
-- members changed in it.
ALTER TABLE "caso_alteracoes" ADD COLUMN "origem" text;--> statement-breakpoint
-- What the registry held of a person before a write replaced it: the search still finds the person
-- by a name, vulgo, CPF or mother's name they were on record with. Each row is one former whole
-- (the four together), so a search's filters match one identity the person had, not a mix of two.
CREATE TABLE "pessoa_dados_anteriores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"vulgo" text,
	"cpf" text,
	"mae" text,
	"nome_palavras" text[] GENERATED ALWAYS AS (busca_palavras_de("nome")) STORED NOT NULL,
	"vulgo_palavras" text[] GENERATED ALWAYS AS (busca_palavras_de("vulgo")) STORED NOT NULL,
	"mae_palavras" text[] GENERATED ALWAYS AS (busca_palavras_de("mae")) STORED NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pessoa_dados_anteriores_unico" UNIQUE NULLS NOT DISTINCT("pessoa_id","nome","vulgo","cpf","mae")
);
--> statement-breakpoint
ALTER TABLE "pessoa_dados_anteriores" ADD CONSTRAINT "pessoa_dados_anteriores_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The same indexes the registry's search columns have: the search reads both the same way.
CREATE INDEX "pessoa_dados_anteriores_cpf_idx" ON "pessoa_dados_anteriores" USING btree ("cpf");--> statement-breakpoint
CREATE INDEX "pessoa_dados_anteriores_nome_palavras_idx" ON "pessoa_dados_anteriores" USING gin ("nome_palavras");--> statement-breakpoint
CREATE INDEX "pessoa_dados_anteriores_nome_pares_idx" ON "pessoa_dados_anteriores" USING gin (busca_pares_de("nome_palavras"));--> statement-breakpoint
CREATE INDEX "pessoa_dados_anteriores_vulgo_palavras_idx" ON "pessoa_dados_anteriores" USING gin ("vulgo_palavras");--> statement-breakpoint
CREATE INDEX "pessoa_dados_anteriores_mae_palavras_idx" ON "pessoa_dados_anteriores" USING gin ("mae_palavras");--> statement-breakpoint
CREATE INDEX "pessoa_dados_anteriores_nome_trgm_idx" ON "pessoa_dados_anteriores" USING gin (immutable_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pessoa_dados_anteriores_vulgo_trgm_idx" ON "pessoa_dados_anteriores" USING gin (immutable_unaccent(lower("vulgo")) gin_trgm_ops);--> statement-breakpoint
-- The search looks typed words up among the words people hold (busca_palavras). A former value was
-- the registry's, so its words are there already; added anyway, as the registry's own are.
CREATE TRIGGER "pessoa_dados_anteriores_palavras" AFTER INSERT ON "pessoa_dados_anteriores" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "pessoas_palavras_novas"();

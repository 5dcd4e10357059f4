-- Issue 42: the case's occurrence — its boletins de ocorrência, its procedure and the fact. One row
-- per case; the numbers also as their keys (letters and digits, upper case), which the search
-- compares exactly: a GIN index over the boletins' keys, a b-tree over the procedure's.
CREATE TABLE "caso_ocorrencias" (
	"caso_id" uuid PRIMARY KEY NOT NULL,
	"boletins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"boletim_chaves" text[] DEFAULT '{}'::text[] NOT NULL,
	"procedimento_tipo" text,
	"procedimento_outro" text,
	"procedimento_numero" text,
	"procedimento_chave" text,
	"natureza" text,
	"data_fato" date,
	"hora_fato" time,
	"historico" text,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caso_ocorrencias_procedimento_tipo_check" CHECK ("caso_ocorrencias"."procedimento_tipo" IN ('Inquérito Policial', 'Auto de Prisão em Flagrante', 'Termo Circunstanciado', 'Outro'))
);
--> statement-breakpoint
ALTER TABLE "caso_ocorrencias" ADD CONSTRAINT "caso_ocorrencias_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caso_ocorrencias" ADD CONSTRAINT "caso_ocorrencias_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caso_ocorrencias_boletins_idx" ON "caso_ocorrencias" USING gin ("boletim_chaves");--> statement-breakpoint
CREATE INDEX "caso_ocorrencias_procedimento_idx" ON "caso_ocorrencias" USING btree ("procedimento_chave");--> statement-breakpoint
CREATE INDEX "caso_ocorrencias_user_idx" ON "caso_ocorrencias" USING btree ("user_id");--> statement-breakpoint
-- The occurrence is something recorded of the case (see 0009_caso_revisoes).
CREATE TRIGGER caso_ocorrencias_revisa_caso AFTER INSERT OR UPDATE OR DELETE ON caso_ocorrencias
  FOR EACH ROW EXECUTE FUNCTION caso_conteudo_alterado();

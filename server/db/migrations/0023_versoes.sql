CREATE TABLE "caso_alteracoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"caso_id" uuid NOT NULL,
	"recurso" text NOT NULL,
	"registro_id" text NOT NULL,
	"registro" text NOT NULL,
	"acao" text NOT NULL,
	"versao" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	"campos" jsonb NOT NULL,
	"revisao" bigint NOT NULL,
	CONSTRAINT "caso_alteracoes_acao_check" CHECK ("caso_alteracoes"."acao" IN ('criado', 'alterado', 'excluido', 'conflito_resolvido'))
);
--> statement-breakpoint
CREATE TABLE "caso_pendencias" (
	"caso_id" uuid NOT NULL,
	"dispositivo" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"itens" integer NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caso_pendencias_caso_id_dispositivo_pk" PRIMARY KEY("caso_id","dispositivo")
);
--> statement-breakpoint
ALTER TABLE "caso_alteracoes" ADD CONSTRAINT "caso_alteracoes_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caso_alteracoes" ADD CONSTRAINT "caso_alteracoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caso_pendencias" ADD CONSTRAINT "caso_pendencias_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caso_pendencias" ADD CONSTRAINT "caso_pendencias_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caso_alteracoes_registro_idx" ON "caso_alteracoes" USING btree ("registro_id","versao");--> statement-breakpoint
CREATE INDEX "caso_alteracoes_caso_idx" ON "caso_alteracoes" USING btree ("caso_id","em" DESC NULLS FIRST);--> statement-breakpoint
-- The history is written with the change it records, which already revises the case; the queue
-- counts phones report are not the case's content, so they revise nothing.
CREATE TRIGGER "caso_alteracoes_revisa_caso" AFTER INSERT OR UPDATE OR DELETE ON "caso_alteracoes"
  FOR EACH ROW EXECUTE FUNCTION caso_conteudo_alterado();

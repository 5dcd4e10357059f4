-- Issue 42: the vehicles of a case. The plate also as its key, its Mercosul form (an older plate's
-- second digit as a letter), which the search compares exactly through its index.
CREATE TABLE "veiculos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"caso_id" uuid NOT NULL,
	"placa" text,
	"placa_chave" text,
	"marca_modelo" text,
	"cor" text,
	"ano" text,
	"chassi" text,
	"renavam" text,
	"relacao" text,
	"relacao_outra" text,
	"pessoa_id" uuid,
	"observacao" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "veiculos_relacao_check" CHECK ("veiculos"."relacao" IN ('Da vítima', 'De suspeito', 'Usado no crime', 'Apreendido', 'Outro'))
);
--> statement-breakpoint
ALTER TABLE "veiculos" ADD CONSTRAINT "veiculos_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veiculos" ADD CONSTRAINT "veiculos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "veiculos_caso_idx" ON "veiculos" USING btree ("caso_id");--> statement-breakpoint
CREATE INDEX "veiculos_placa_idx" ON "veiculos" USING btree ("placa_chave");--> statement-breakpoint
CREATE INDEX "veiculos_created_by_idx" ON "veiculos" USING btree ("created_by");--> statement-breakpoint
-- A vehicle is something recorded of the case (see 0009_caso_revisoes).
CREATE TRIGGER veiculos_revisa_caso AFTER INSERT OR UPDATE OR DELETE ON veiculos
  FOR EACH ROW EXECUTE FUNCTION caso_conteudo_alterado();

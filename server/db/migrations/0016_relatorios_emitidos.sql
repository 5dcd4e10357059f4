CREATE TABLE "relatorios_emitidos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"caso_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"sha256" char(64) NOT NULL,
	"origem" text NOT NULL,
	"emitido_em" timestamp with time zone NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relatorios_emitidos_origem_check" CHECK ("relatorios_emitidos"."origem" IN ('servidor', 'navegador'))
);
--> statement-breakpoint
ALTER TABLE "relatorios_emitidos" ADD CONSTRAINT "relatorios_emitidos_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorios_emitidos" ADD CONSTRAINT "relatorios_emitidos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "relatorios_emitidos_codigo_idx" ON "relatorios_emitidos" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "relatorios_emitidos_caso_idx" ON "relatorios_emitidos" USING btree ("caso_id");--> statement-breakpoint
CREATE INDEX "relatorios_emitidos_user_idx" ON "relatorios_emitidos" USING btree ("user_id");--> statement-breakpoint
-- A report issued is something recorded of the case (see 0009_caso_revisoes).
CREATE TRIGGER relatorios_emitidos_revisa_caso AFTER INSERT OR UPDATE OR DELETE ON relatorios_emitidos
  FOR EACH ROW EXECUTE FUNCTION caso_conteudo_alterado();

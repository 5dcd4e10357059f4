-- Issue 39: each installed app is a device with a key pair made on it; the public half, registered
-- at login, checks what the app's camera signs. One device is shared by whoever logs in on it (the
-- shift's phone): each user it is registered for is bound to it apart, from that registration on.
-- Issue 43 revokes a lost device (for everyone) or one user's binding.
CREATE TABLE "aparelhos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"chave_publica" bytea NOT NULL,
	"algoritmo" text NOT NULL,
	"nome" text NOT NULL,
	"user_agent" text,
	"registrado_em" timestamp with time zone NOT NULL,
	"visto_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone,
	CONSTRAINT "aparelhos_algoritmo_check" CHECK ("aparelhos"."algoritmo" = 'ECDSA-P256-SHA256')
);
--> statement-breakpoint
CREATE TABLE "aparelho_usuarios" (
	"aparelho_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"registrado_em" timestamp with time zone NOT NULL,
	"visto_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone,
	CONSTRAINT "aparelho_usuarios_aparelho_id_user_id_pk" PRIMARY KEY("aparelho_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "aparelho_usuarios" ADD CONSTRAINT "aparelho_usuarios_aparelho_id_aparelhos_id_fk" FOREIGN KEY ("aparelho_id") REFERENCES "public"."aparelhos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aparelho_usuarios" ADD CONSTRAINT "aparelho_usuarios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aparelho_usuarios_user_idx" ON "aparelho_usuarios" USING btree ("user_id");--> statement-breakpoint
-- The session opened on the device, once the device registered its key.
ALTER TABLE "sessions" ADD COLUMN "aparelho_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_aparelho_id_aparelhos_id_fk" FOREIGN KEY ("aparelho_id") REFERENCES "public"."aparelhos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_aparelho_idx" ON "sessions" USING btree ("aparelho_id");--> statement-breakpoint
-- A capture's signature as the server checked it when it claimed the upload, and when the upload
-- began (the server's clock).
ALTER TABLE "media_objects" ADD COLUMN "captura_verificacao" text;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "captura_aparelho_id" uuid;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "captura_payload" text;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "captura_assinatura" text;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "recebimento_iniciado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_captura_aparelho_id_aparelhos_id_fk" FOREIGN KEY ("captura_aparelho_id") REFERENCES "public"."aparelhos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_objects_captura_aparelho_idx" ON "media_objects" USING btree ("captura_aparelho_id");--> statement-breakpoint
-- Only a capture has an outcome. A capture without one was recorded by a version that did not check
-- (every row before this one, and a node of the previous version during a rolling upgrade): it is
-- read as 'anterior', never as verified; no row is rewritten.
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_captura_verificacao" CHECK ("media_objects"."captura_verificacao" IS NULL OR "media_objects"."origem" = 'captura');--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_captura_verificacao_valores" CHECK ("media_objects"."captura_verificacao" IN ('verificada', 'sem_assinatura', 'aparelho_desconhecido', 'aparelho_revogado', 'aparelho_nao_registrado_pelo_usuario', 'aparelho_revogado_para_usuario', 'assinatura_invalida', 'anterior'));--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_captura_aparelho" CHECK (("media_objects"."captura_verificacao" IS NOT DISTINCT FROM 'verificada') = ("media_objects"."captura_aparelho_id" IS NOT NULL));

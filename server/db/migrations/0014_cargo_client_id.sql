ALTER TABLE "cargos" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "cargos" ADD CONSTRAINT "cargos_client_id_unique" UNIQUE("client_id");
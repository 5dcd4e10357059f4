DROP INDEX "pessoas_id_nome_idx";--> statement-breakpoint
CREATE INDEX "pessoas_nome_ordem_idx" ON "pessoas" USING btree ("nome","id");
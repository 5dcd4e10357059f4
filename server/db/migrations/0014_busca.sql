CREATE INDEX IF NOT EXISTS "pessoas_mae_trgm_idx" ON "pessoas" USING gin (immutable_unaccent(lower("mae")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pessoas_id_nome_idx" ON "pessoas" USING btree ("id","nome");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pessoas_caso_pessoa_caso_idx" ON "pessoas_caso" USING btree ("pessoa_id","caso_id");
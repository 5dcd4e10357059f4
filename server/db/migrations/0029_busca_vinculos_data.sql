-- The people of a period, those of the newest case first: the links in that order, read from
-- their own index (only live cases are there), instead of the period's cases and then each one's
-- people.
CREATE INDEX "busca_vinculos_data_idx" ON "busca_vinculos" USING btree ("caso_created_at" DESC NULLS FIRST,"caso_id","pessoa_id");

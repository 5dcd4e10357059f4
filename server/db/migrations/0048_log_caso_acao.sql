-- The log is searched for a record's deletion by its action (server/kit/apagado.ts): at every create
-- of a kind whose delete leaves only its audit row (issue 40), at every upload's start, at a
-- repeated delete, and for a vestígio's custody events. Indexed by case alone, that search read every
-- row of the case (every read of a case is on the log) and, for what belongs to no case (profiles,
-- units, cargos, permissions), the whole log. The case index gains the action after the case: the
-- same one entry per row written, so an audited read costs no more, and the searches by case alone
-- (the log screen's filter) use its first column as before.
CREATE INDEX "logs_caso_acao_idx" ON "logs" USING btree ("caso_id", "action");--> statement-breakpoint
DROP INDEX "logs_caso_idx";

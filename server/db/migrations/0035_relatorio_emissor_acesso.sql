-- Issue 39: only a member of the case issues its report (a justified reader reads the case but never
-- speaks for it). Each report keeps what its issuer was to the case when issuing; the ones a
-- justified reader issued before are marked, so that the evidence export never ships one as the
-- case's report and the public check says who issued it.
ALTER TABLE "relatorios_emitidos" ADD COLUMN "emissor_acesso" text DEFAULT 'membro' NOT NULL;--> statement-breakpoint
ALTER TABLE "relatorios_emitidos" ADD CONSTRAINT "relatorios_emitidos_emissor_acesso_check" CHECK ("relatorios_emitidos"."emissor_acesso" IN ('membro', 'justificado'));--> statement-breakpoint
-- The server's issue (the device's record always asked for a member) by someone with a justification
-- of theirs for the case still valid (12 hours) at that moment, who was then neither its creator, nor
-- on its team, nor shared with. A member never justifies (the server answers a member's
-- justification with the case); a membership taken back since leaves no row, and such an issuer,
-- without a valid justification, could only have read the case as a member.
UPDATE "relatorios_emitidos" r SET "emissor_acesso" = 'justificado'
WHERE r."origem" = 'servidor'
  AND EXISTS (SELECT 1 FROM "acessos_justificados" a
    WHERE a."caso_id" = r."caso_id" AND a."user_id" = r."user_id"
      AND a."created_at" <= r."created_at" AND a."created_at" > r."created_at" - interval '12 hours')
  AND NOT EXISTS (SELECT 1 FROM "casos" c WHERE c."id" = r."caso_id" AND c."created_by" = r."user_id")
  AND NOT EXISTS (SELECT 1 FROM "equipe_membros" e
    WHERE e."caso_id" = r."caso_id" AND e."user_id" = r."user_id" AND e."created_at" <= r."created_at")
  AND NOT EXISTS (SELECT 1 FROM "compartilhamentos" s
    WHERE s."caso_id" = r."caso_id" AND s."user_id" = r."user_id" AND s."created_at" <= r."created_at");

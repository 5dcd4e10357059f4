-- Issue 39: a password is checked only after its attempt is counted. The attempts at a matrícula's
-- login still being checked are counted with its wrong ones, so a burst cannot get more passwords
-- checked than the lock allows; a session counts the wrong current passwords given in Meus Dados,
-- which end that session instead of locking the matrícula.
ALTER TABLE "login_falhas" ADD COLUMN "em_avaliacao" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "senha_tentativas" smallint DEFAULT 0 NOT NULL;

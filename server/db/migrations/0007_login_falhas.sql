CREATE TABLE "login_falhas" (
	"matricula" text PRIMARY KEY NOT NULL,
	"falhas" smallint DEFAULT 0 NOT NULL,
	"janela_inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"bloqueada_ate" timestamp with time zone
);
--> statement-breakpoint
-- The counts and locks of today carry over; a lock now ends by itself (10 minutes, the default).
INSERT INTO "login_falhas" ("matricula", "falhas", "janela_inicio", "bloqueada_ate")
SELECT matricula, failed_logins, coalesce(failed_login_window_start, now()), locked_at + interval '10 minutes'
FROM "users" WHERE failed_logins > 0 OR locked_at IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_window_start";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_at";
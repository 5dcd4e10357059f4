-- Issue 43: the passkeys (WebAuthn) an officer registers on a phone, to log in with one touch and to
-- confirm an administration act (the step-up). The credential's id as the authenticator gives it;
-- the device (issue 39) the registering session was bound to: a device revoked takes its passkeys.
CREATE TABLE "passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"chave_publica" bytea NOT NULL,
	"contador" bigint DEFAULT 0 NOT NULL,
	"transportes" text[] DEFAULT '{}' NOT NULL,
	"nome" text NOT NULL,
	"aparelho_id" uuid,
	"criada_em" timestamp with time zone NOT NULL,
	"usada_em" timestamp with time zone,
	CONSTRAINT "passkeys_nome_check" CHECK (char_length("passkeys"."nome") BETWEEN 1 AND 60)
);
--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_aparelho_id_aparelhos_id_fk" FOREIGN KEY ("aparelho_id") REFERENCES "public"."aparelhos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passkeys_user_idx" ON "passkeys" USING btree ("user_id");--> statement-breakpoint
-- Every challenge handed out, in the database so that any node verifies what another issued; used
-- once (usado_em set by the one statement that takes it) and only until expira_em.
CREATE TABLE "webauthn_desafios" (
	"desafio" text PRIMARY KEY NOT NULL,
	"finalidade" text NOT NULL,
	"session_id" uuid,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	CONSTRAINT "webauthn_desafios_finalidade_check" CHECK ("webauthn_desafios"."finalidade" IN ('registro', 'login', 'confirmacao')),
	CONSTRAINT "webauthn_desafios_sessao_check" CHECK (("webauthn_desafios"."finalidade" = 'login') = ("webauthn_desafios"."session_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "webauthn_desafios" ADD CONSTRAINT "webauthn_desafios_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webauthn_desafios_expira_idx" ON "webauthn_desafios" USING btree ("expira_em");--> statement-breakpoint
-- The last passkey touch of the session (a passkey login or a step-up): administration acts ask for
-- one within PASSKEY_CONFIRMACAO_MINUTOS.
ALTER TABLE "sessions" ADD COLUMN "confirmada_em" timestamp with time zone;

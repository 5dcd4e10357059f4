-- A note is dated by the phone that wrote it (its place in the history, however late it arrives),
-- and that clock may be wrong or set back. The server's own time of receipt is kept beside it, so
-- that the report can say both. Notes already stored have no other time: theirs is copied.
ALTER TABLE anotacoes ADD COLUMN recebida_em timestamp with time zone;
--> statement-breakpoint
UPDATE anotacoes SET recebida_em = created_at;
--> statement-breakpoint
ALTER TABLE anotacoes ALTER COLUMN recebida_em SET DEFAULT now(), ALTER COLUMN recebida_em SET NOT NULL;

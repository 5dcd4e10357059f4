-- A note is dated by the phone that wrote it (its place in the history, however late it arrives),
-- and that clock may be wrong or set back. The server's own time of receipt is kept beside it, so
-- that the report can say both. Notes stored before have no such time: theirs stays unknown (null),
-- for a copy of created_at would say the phone's time was the server's. No row is touched: an update
-- of every note would bump its case's revision inside the migration's one transaction, and a write
-- of a node still on the previous release could close a lock cycle with it (the rolling upgrade).
ALTER TABLE anotacoes ADD COLUMN recebida_em timestamp with time zone;
--> statement-breakpoint
ALTER TABLE anotacoes ALTER COLUMN recebida_em SET DEFAULT now();

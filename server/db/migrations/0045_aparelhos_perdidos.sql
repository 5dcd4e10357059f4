-- Issue 43: 'Meus aparelhos' and the lost phone. What each device last said waits in its outbox
-- for each of its users, and when a device marked lost was first told so.
ALTER TABLE "aparelho_usuarios" ADD COLUMN "pendentes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "aparelho_usuarios" ADD COLUMN "pendentes_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "aparelhos" ADD COLUMN "avisado_em" timestamp with time zone;--> statement-breakpoint
-- Each node keeps whether a device is lost, by its id, beside the sessions (server/auth/aparelhos-perdidos.ts):
-- marking or releasing one tells every node on 'rip_sessoes' as 'a:<id>', from the writing transaction.
CREATE FUNCTION avisar_aparelho() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('rip_sessoes', 'a:' || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER aparelhos_avisar_perdido AFTER UPDATE OF revogado_em ON aparelhos
  FOR EACH ROW
  WHEN (OLD.revogado_em IS DISTINCT FROM NEW.revogado_em)
  EXECUTE FUNCTION avisar_aparelho();

-- Issue 41: each node keeps sessions and their users' permissions in memory, and forgets them when
-- the database says so (server/cluster/avisos.ts). Whatever ends or changes a session, or what its
-- user may do, notifies on 'rip_sessoes' from here, in the writing transaction (PostgreSQL delivers
-- it at the commit, or never): every service, script or psql session is covered without having to
-- remember. The payload names what to forget: 's:<session id>', 'u:<user id>', or '*' (a profile's
-- or a permission's change reaches users no row here names).
CREATE FUNCTION avisar_sessoes() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('rip_sessoes', '*');
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('rip_sessoes', 's:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('rip_sessoes', 'u:' || OLD.id);
  ELSE
    -- user_roles: the user who lost the profile and the one who got it.
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('rip_sessoes', 'u:' || OLD.user_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('rip_sessoes', 'u:' || NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- last_seen_at, senha_tentativas and aparelho_id change nothing a node keeps (its own memory holds
-- the idle time), and are written often: they notify nobody.
CREATE TRIGGER sessions_avisar_mudanca AFTER UPDATE OF token_hash, user_id, expires_at, ended_at ON sessions
  FOR EACH ROW
  WHEN (
    OLD.token_hash IS DISTINCT FROM NEW.token_hash
    OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.ended_at IS DISTINCT FROM NEW.ended_at
  )
  EXECUTE FUNCTION avisar_sessoes();
--> statement-breakpoint
CREATE TRIGGER sessions_avisar_apagada AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION avisar_sessoes();
--> statement-breakpoint
CREATE TRIGGER users_avisar_mudanca AFTER UPDATE OF matricula, name, active, must_change_password ON users
  FOR EACH ROW
  WHEN (
    OLD.matricula IS DISTINCT FROM NEW.matricula
    OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.active IS DISTINCT FROM NEW.active
    OR OLD.must_change_password IS DISTINCT FROM NEW.must_change_password
  )
  EXECUTE FUNCTION avisar_sessoes();
--> statement-breakpoint
CREATE TRIGGER users_avisar_apagado AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION avisar_sessoes();
--> statement-breakpoint
CREATE TRIGGER user_roles_avisar AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION avisar_sessoes();
--> statement-breakpoint
-- Deleting a profile or a permission cascades here.
CREATE TRIGGER role_permissions_avisar AFTER INSERT OR UPDATE OR DELETE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_sessoes();
--> statement-breakpoint
-- A session holds its permissions by name; the label is only shown.
CREATE TRIGGER permissions_avisar AFTER UPDATE OF name OR DELETE ON permissions
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_sessoes();
--> statement-breakpoint
CREATE TRIGGER sessions_avisar_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_sessoes();
--> statement-breakpoint
CREATE TRIGGER users_avisar_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_sessoes();
--> statement-breakpoint
CREATE TRIGGER user_roles_avisar_truncate AFTER TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_sessoes();
--> statement-breakpoint
CREATE TRIGGER role_permissions_avisar_truncate AFTER TRUNCATE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_sessoes();
--> statement-breakpoint
CREATE TRIGGER permissions_avisar_truncate AFTER TRUNCATE ON permissions
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_sessoes();
--> statement-breakpoint
-- A case's new revision is told to every node too ('rip_casos', the case's id): each node keeps who
-- may read a case with its revision (server/auth/caso-acessos.ts), and every change to a case or
-- to who may read it (members, shares, justifications) already comes through here.
CREATE OR REPLACE FUNCTION caso_revisar(caso uuid) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO caso_revisoes (caso_id, revisao)
  SELECT caso, 1 WHERE EXISTS (SELECT 1 FROM casos WHERE id = caso)
  ON CONFLICT (caso_id) DO UPDATE SET revisao = caso_revisoes.revisao + 1;
  SELECT pg_notify('rip_casos', caso::text);
$$;
--> statement-breakpoint
CREATE FUNCTION caso_apagado() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('rip_casos', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER casos_avisar_apagado AFTER DELETE ON casos
  FOR EACH ROW EXECUTE FUNCTION caso_apagado();

ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The system must stay administrable: at the end of every transaction that could take a grant
-- away, at least one ACTIVE user (users.active; a lock by wrong passwords ends by itself and does
-- not count) must still hold each of the three administration permissions. Checked here, once,
-- so that every path is covered (disabling, demoting or deleting a user, removing a permission
-- from a profile, deleting a profile or a permission, renaming a permission), whatever service
-- or script makes the change. Deferred to the commit so that a change made in several steps
-- (swap a user's profile: delete the old grant, insert the new) is judged by its result.
-- A database with no users at all is being set up (`npm run user:create` makes the first
-- administrator), so it is left alone. The server maps SQLSTATE RIP01 to SISTEMA_SEM_ADMINISTRADOR.
CREATE FUNCTION sistema_administravel() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  faltando text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM users) THEN
    RETURN NULL;
  END IF;
  SELECT string_agg(exigida.nome, ', ' ORDER BY exigida.nome) INTO faltando
  FROM unnest(ARRAY['gerenciar_usuarios', 'gerenciar_papeis', 'gerenciar_permissoes']) AS exigida(nome)
  WHERE NOT EXISTS (
    SELECT 1 FROM users u
    JOIN user_roles ur ON ur.user_id = u.id
    JOIN role_permissions rp ON rp.role_id = ur.role_id
    JOIN permissions p ON p.id = rp.permission_id
    WHERE u.active AND p.name = exigida.nome
  );
  IF faltando IS NOT NULL THEN
    RAISE EXCEPTION 'Nenhum usuário ativo ficaria com a permissão: %', faltando
      USING ERRCODE = 'RIP01';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only what can take a grant away fires it: inserts never can, nor re-enabling a user.
CREATE CONSTRAINT TRIGGER users_desativado_administravel AFTER UPDATE OF active ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.active AND NOT NEW.active) EXECUTE FUNCTION sistema_administravel();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_apagado_administravel AFTER DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sistema_administravel();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER user_roles_administravel AFTER UPDATE OR DELETE ON user_roles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sistema_administravel();
--> statement-breakpoint
-- Deleting a profile or a permission cascades to role_permissions, which fires this one.
CREATE CONSTRAINT TRIGGER role_permissions_administravel AFTER UPDATE OR DELETE ON role_permissions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sistema_administravel();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER permissions_renomeada_administravel AFTER UPDATE OF name ON permissions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION sistema_administravel();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER roles_apagado_administravel AFTER DELETE ON roles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sistema_administravel();

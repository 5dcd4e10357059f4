-- The guard that no change leaves the system without an active holder of each administration right
-- ran at commit under READ COMMITTED with nothing held: two transactions each taking one of the last
-- two holders away (two administrators disabling each other at once) each saw the other's holder
-- still there, and both committed. The check now waits its turn on one lock for the whole system;
-- the query after it takes a fresh snapshot, so the second sees what the first committed.
CREATE OR REPLACE FUNCTION sistema_administravel() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  faltando text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('rip:sistema_administravel', 0));
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

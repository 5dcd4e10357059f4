-- The audit log is append-only: not even the application's own database user may rewrite
-- or remove history. TRUNCATE fires no row triggers, so it gets a statement trigger of its own.
CREATE FUNCTION logs_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'logs is append-only: % is not allowed', TG_OP
    USING HINT = 'Audit rows are never changed or removed; write a new row instead.';
END
$$;
--> statement-breakpoint
CREATE TRIGGER logs_append_only_rows
  BEFORE UPDATE OR DELETE ON logs
  FOR EACH ROW EXECUTE FUNCTION logs_append_only();
--> statement-breakpoint
CREATE TRIGGER logs_append_only_truncate
  BEFORE TRUNCATE ON logs
  FOR EACH STATEMENT EXECUTE FUNCTION logs_append_only();
--> statement-breakpoint
-- One counter per year for the case identifier (YYYY.NNNNNN). The upsert below locks the
-- year's row until the inserting transaction ends, so concurrent inserts get consecutive
-- numbers and a rolled-back insert gives its number back (no gaps, no duplicates).
CREATE TABLE caso_sequencias (
  ano smallint PRIMARY KEY,
  ultimo integer NOT NULL CHECK (ultimo BETWEEN 1 AND 999999)
);
--> statement-breakpoint
-- The year is taken in Paraíba's time zone, so a case opened on the night of 31 December
-- belongs to that year and not to the next one (UTC).
CREATE FUNCTION casos_atribuir_identificador() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_ano smallint := extract(year FROM coalesce(NEW.created_at, now()) AT TIME ZONE 'America/Fortaleza');
  v_numero integer;
BEGIN
  INSERT INTO caso_sequencias AS s (ano, ultimo) VALUES (v_ano, 1)
  ON CONFLICT (ano) DO UPDATE SET ultimo = s.ultimo + 1
  RETURNING s.ultimo INTO v_numero;
  NEW.identificador := v_ano::text || '.' || lpad(v_numero::text, 6, '0');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER casos_identificador
  BEFORE INSERT ON casos
  FOR EACH ROW EXECUTE FUNCTION casos_atribuir_identificador();
--> statement-breakpoint
-- The identifier is printed on reports and cited in other systems: it never changes.
CREATE FUNCTION casos_identificador_imutavel() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'casos.identificador cannot be changed (% -> %)', OLD.identificador, NEW.identificador;
END
$$;
--> statement-breakpoint
CREATE TRIGGER casos_identificador_imutavel
  BEFORE UPDATE OF identificador ON casos
  FOR EACH ROW WHEN (NEW.identificador IS DISTINCT FROM OLD.identificador)
  EXECUTE FUNCTION casos_identificador_imutavel();

CREATE TABLE "log_chain" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"log_id" bigint NOT NULL,
	"hash" "bytea" NOT NULL,
	"chained_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "log_chain_log_id_unique" UNIQUE("log_id")
);
--> statement-breakpoint
-- The seal of one log row: SHA-256 over the previous seal and the row's content, in a text form
-- that does not depend on the session (time in UTC, jsonb's own canonical text).
CREATE FUNCTION log_digest(previous bytea, l logs) RETURNS bytea
  LANGUAGE sql IMMUTABLE
  AS $$
  SELECT sha256(previous || convert_to(concat_ws(chr(31),
    l.id::text, l.level, l.action, l.message, coalesce(l.user_id::text, ''), coalesce(l.caso_id::text, ''),
    l.context::text, to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')), 'UTF8'))
$$;
--> statement-breakpoint
-- Seals the log rows not yet in the chain, oldest id first, continuing from the chain's head. One
-- sequencer at a time (the advisory lock), so the chain has one order and never forks; a row
-- committed late (a lower id after higher ones) is sealed after them. Answers how many it sealed.
CREATE FUNCTION chain_pending_logs(batch integer) RETURNS integer
  LANGUAGE plpgsql
  AS $$
DECLARE
  head_seq bigint;
  head_hash bytea;
  watermark bigint;
  pending logs;
  sealed integer := 0;
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('log_chain')) THEN
    RETURN 0;
  END IF;
  SELECT seq, hash INTO head_seq, head_hash FROM log_chain ORDER BY seq DESC LIMIT 1;
  IF head_seq IS NULL THEN
    head_seq := 0;
    head_hash := decode(repeat('00', 32), 'hex');
  END IF;
  -- Rows commit in about the order of their ids; looking back this far finds the late ones.
  SELECT coalesce(max(log_id), 0) - 100000 INTO watermark FROM log_chain;
  FOR pending IN
    SELECT * FROM logs l
    WHERE l.id > watermark AND NOT EXISTS (SELECT 1 FROM log_chain c WHERE c.log_id = l.id)
    ORDER BY l.id
    LIMIT batch
  LOOP
    head_seq := head_seq + 1;
    head_hash := log_digest(head_hash, pending);
    INSERT INTO log_chain (seq, log_id, hash, chained_at) VALUES (head_seq, pending.id, head_hash, clock_timestamp());
    sealed := sealed + 1;
  END LOOP;
  RETURN sealed;
END
$$;
--> statement-breakpoint
CREATE FUNCTION log_chain_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'log_chain is append-only: % is not allowed', TG_OP
    USING HINT = 'The chain of the audit log is never changed or removed.';
END
$$;
--> statement-breakpoint
CREATE TRIGGER log_chain_append_only_rows
  BEFORE UPDATE OR DELETE ON log_chain
  FOR EACH ROW EXECUTE FUNCTION log_chain_append_only();
--> statement-breakpoint
CREATE TRIGGER log_chain_append_only_truncate
  BEFORE TRUNCATE ON log_chain
  FOR EACH STATEMENT EXECUTE FUNCTION log_chain_append_only();

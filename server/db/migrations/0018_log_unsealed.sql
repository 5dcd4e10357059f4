CREATE TABLE "log_unsealed" (
	"log_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Every new log row is queued for its seal in its own transaction. ALWAYS: a row written with
-- triggers set aside for replication (session_replication_role) is queued too, and so sealed where
-- it landed, which audit:verify then names as out of place.
CREATE FUNCTION log_queue_for_seal() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO log_unsealed (log_id) SELECT id FROM new_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER logs_queue_for_seal
  AFTER INSERT ON logs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION log_queue_for_seal();
--> statement-breakpoint
ALTER TABLE logs ENABLE ALWAYS TRIGGER logs_queue_for_seal;
--> statement-breakpoint
-- What the sequencer's look-back (the last 100,000 ids) would still have sealed.
INSERT INTO log_unsealed (log_id)
SELECT l.id FROM logs l
WHERE l.id > (SELECT coalesce(max(log_id), 0) - 100000 FROM log_chain)
  AND NOT EXISTS (SELECT 1 FROM log_chain c WHERE c.log_id = l.id);
--> statement-breakpoint
-- Seals the queued rows, oldest id first, continuing from the chain's head. One sequencer at a time
-- (the advisory lock), so the chain has one order and never forks; a row committed late (a lower
-- id after higher ones) is sealed after them. The entries it took leave the queue in the same
-- transaction, including any whose row was already sealed or is gone. Answers how many it took.
CREATE OR REPLACE FUNCTION chain_pending_logs(batch integer) RETURNS integer
  LANGUAGE plpgsql
  AS $$
DECLARE
  head_seq bigint;
  head_hash bytea;
  taken bigint[];
  pending logs;
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('log_chain')) THEN
    RETURN 0;
  END IF;
  SELECT array_agg(log_id ORDER BY log_id) INTO taken
  FROM (SELECT log_id FROM log_unsealed ORDER BY log_id LIMIT batch) queued;
  IF taken IS NULL THEN
    RETURN 0;
  END IF;
  SELECT seq, hash INTO head_seq, head_hash FROM log_chain ORDER BY seq DESC LIMIT 1;
  IF head_seq IS NULL THEN
    head_seq := 0;
    head_hash := decode(repeat('00', 32), 'hex');
  END IF;
  FOR pending IN
    SELECT * FROM logs l
    WHERE l.id = ANY(taken) AND NOT EXISTS (SELECT 1 FROM log_chain c WHERE c.log_id = l.id)
    ORDER BY l.id
  LOOP
    head_seq := head_seq + 1;
    head_hash := log_digest(head_hash, pending);
    INSERT INTO log_chain (seq, log_id, hash, chained_at) VALUES (head_seq, pending.id, head_hash, clock_timestamp());
  END LOOP;
  DELETE FROM log_unsealed WHERE log_id = ANY(taken);
  RETURN cardinality(taken);
END
$$;

/**
 * What the database's owner can do to the log unseen by the chain alone: triggers off, one row
 * edited and the next one deleted, every seal recomputed with the project's own sealing function
 * (chain_pending_logs). The attack the checkpoints kept outside the database must name.
 */
import pg from 'pg';

/** Rewrites the rows after the first `desde`; answers the ids edited and deleted. */
export async function reescreverComoDono(
  ownerUrl: string,
  desde = 2,
): Promise<{ editado: number; apagado: number }> {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const { rows } = await owner.query('SELECT id FROM logs ORDER BY id OFFSET $1 LIMIT 2', [desde]);
    const editado = Number(rows[0]?.id);
    const apagado = Number(rows[1]?.id);
    await owner.query('BEGIN');
    await owner.query('ALTER TABLE logs DISABLE TRIGGER USER');
    await owner.query('ALTER TABLE log_chain DISABLE TRIGGER USER');
    await owner.query("UPDATE logs SET message = 'Nada aconteceu' WHERE id = $1", [editado]);
    await owner.query('DELETE FROM logs WHERE id = $1', [apagado]);
    await owner.query('DELETE FROM log_chain');
    await owner.query('INSERT INTO log_unsealed (log_id) SELECT id FROM logs ON CONFLICT DO NOTHING');
    await owner.query('SELECT chain_pending_logs(1000000)');
    await owner.query('ALTER TABLE logs ENABLE TRIGGER USER');
    await owner.query('ALTER TABLE log_chain ENABLE TRIGGER USER');
    await owner.query('COMMIT');
    return { editado, apagado };
  } finally {
    await owner.end();
  }
}

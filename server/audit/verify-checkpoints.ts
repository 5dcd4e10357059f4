/**
 * Holds the chain against the checkpoints kept outside the database. A chain rebuilt inside it
 * (rows edited or deleted, every seal recomputed) walks clean on its own; it cannot agree with a
 * head signed before the rewrite, because the signing key was never in the database.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { assinaturaValida, type Checkpoint, type CheckpointKey } from './checkpoint';
import type { ChainProblem } from './verify';

export interface CheckpointAchado {
  /** Where it was found, as the problem names it: 'arquivo', 'S3', 'informado', 'relatório XXXX-XXXX'. */
  origem: string;
  checkpoint: Checkpoint;
}

const utc = (iso: string) => `${iso.replace('T', ' ').slice(0, 19)} UTC`;

export async function conferirCheckpoints(
  db: DbOrTx,
  key: CheckpointKey,
  achados: readonly CheckpointAchado[],
): Promise<{ conferidos: number; problems: ChainProblem[] }> {
  const validos = achados.filter((a) => assinaturaValida(key, a.checkpoint));
  const problems: ChainProblem[] = achados
    .filter((a) => !validos.includes(a))
    .map(({ origem, checkpoint: cp }) => ({
      kind: 'checkpoint-invalid',
      seq: cp.seq,
      logId: null,
      message: `o checkpoint do selo ${cp.seq} (${origem}, ${utc(cp.time)}) não tem uma assinatura válida desta chave`,
    }));
  const seqs = [...new Set(validos.map((a) => a.checkpoint.seq))];
  const rows =
    seqs.length === 0
      ? []
      : (
          await db.execute<{ seq: string; hash: Buffer; log_id: string }>(
            sql`SELECT seq, hash, log_id FROM log_chain WHERE seq = ANY(${`{${seqs.join(',')}}`}::bigint[])`,
          )
        ).rows;
  const porSeq = new Map(rows.map((row) => [Number(row.seq), row]));
  for (const { origem, checkpoint: cp } of validos) {
    const row = porSeq.get(cp.seq);
    const onde = `${origem}, ${utc(cp.time)}`;
    if (!row) {
      problems.push({
        kind: 'checkpoint-missing',
        seq: cp.seq,
        logId: null,
        message: `a cadeia não chega ao selo ${cp.seq} que o checkpoint (${onde}) assinou: linhas do log foram apagadas`,
      });
    } else if (row.hash.toString('hex') !== cp.head) {
      problems.push({
        kind: 'checkpoint-mismatch',
        seq: cp.seq,
        logId: Number(row.log_id),
        message: `a cadeia foi reescrita: o selo ${cp.seq} não é o que o checkpoint (${onde}) assinou`,
      });
    }
  }
  return { conferidos: validos.length, problems };
}

/**
 * The log chain's state for the log screen: walked on from where the last walk ended, so the screen
 * does not re-hash the whole log on every visit; whole when asked, one whole walk at a time.
 */
import type { LogCadeia } from '../../../shared/schemas/logs';
import { estadoDaAncora } from '../../audit/ancora';
import { auditRead } from '../../audit/audit';
import type { CheckpointAnchor } from '../../audit/checkpoint-store';
import { checkpointInformado, checkpointsConhecidos } from '../../audit/checkpoints-conhecidos';
import { type ChainReport, type ChainStart, verifyLogChain } from '../../audit/verify';
import { type CheckpointAchado, conferirCheckpoints } from '../../audit/verify-checkpoints';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { requireActor, type ServiceContext } from '../../kit/context';

/** A whole walk at most this often; in between, only the rows sealed since the last one. */
const FULL_WALK_MS = 10 * 60 * 1000;
const walks = new WeakMap<Db, { start: ChainStart; fullAt: number }>();
/** The whole walk under way: a second ask joins it rather than re-hashing the whole log beside it. */
const wholeWalks = new WeakMap<Db, Promise<ChainReport>>();

function walkWhole(db: Db): Promise<ChainReport> {
  let walking = wholeWalks.get(db);
  if (!walking) {
    walking = verifyLogChain(db, {}).finally(() => wholeWalks.delete(db));
    wholeWalks.set(db, walking);
  }
  return walking;
}

function informado(texto: string | undefined): CheckpointAchado | null {
  if (!texto) return null;
  try {
    return checkpointInformado(texto);
  } catch {
    throw new AppError(
      'VALIDATION_FAILED',
      'A linha informada não é um checkpoint do rip-app: cole inteira a linha RIP-CP1 (do relatório) ou RIP-DIA1 (do resumo diário), ou o JSON do checkpoint.',
    );
  }
}

/**
 * The chain walked (whole when asked, or at most every FULL_WALK_MS, else from where the last walk
 * ended: an edit of a row already walked that kept its seal waits for the next whole walk) and,
 * at every request, held against every checkpoint kept outside the database and the one an auditor
 * gives: a rewrite of rows already walked shows at once, since it cannot agree with a head signed
 * before it.
 */
export async function getLogCadeia(
  ctx: ServiceContext,
  anchor: CheckpointAnchor,
  { completa, checkpoint }: { completa?: '1'; checkpoint?: string },
): Promise<LogCadeia> {
  const dado = informado(checkpoint);
  const now = ctx.now();
  const known = walks.get(ctx.db);
  const incremental = !completa && known && now.getTime() - known.fullAt < FULL_WALK_MS;
  const report = incremental ? await verifyLogChain(ctx.db, { from: known.start }) : await walkWhole(ctx.db);
  const achados = await checkpointsConhecidos(anchor);
  const ancorado = await conferirCheckpoints(ctx.db, anchor.key, achados.checkpoints);
  const doInformado = dado && (await conferirCheckpoints(ctx.db, anchor.key, [dado]));
  const problemas = [
    ...achados.problems,
    ...ancorado.problems,
    ...(doInformado?.problems ?? []),
    ...report.problems,
  ];
  if (problemas.length > 0) {
    walks.delete(ctx.db);
  } else if (report.head) {
    walks.set(ctx.db, {
      start: { seq: report.head.seq, hash: report.head.hash, sealed: report.sealed },
      fullAt: incremental ? known.fullAt : now.getTime(),
    });
  }
  // Asking for a whole walk, or holding the log against an auditor's line, is a check on record:
  // who checked, and what was found. The screen's own look on each visit is not.
  if (completa || dado) {
    await auditRead(ctx.db, {
      level: problemas.length > 0 ? 'WARNING' : 'Info',
      action: 'logs.cadeia_conferida',
      message:
        problemas.length > 0
          ? `Cadeia do log conferida: ${problemas.length} problema(s)`
          : 'Cadeia do log conferida: íntegra',
      userId: requireActor(ctx).id,
      context: {
        inteira: !incremental,
        checkpointInformado: dado !== null,
        selados: report.sealed,
        problemas: problemas.length,
      },
    });
  }
  return {
    integro: problemas.length === 0,
    sealed: report.sealed,
    pending: report.pending,
    checkpoints: ancorado.conferidos + (doInformado?.conferidos ?? 0),
    problemas: problemas.map((p) => ({ logId: p.logId, message: p.message })),
    verificadoEm: now.toISOString(),
    inteiraEm: incremental ? new Date(known.fullAt).toISOString() : now.toISOString(),
    informado: dado &&
      doInformado && { seq: dado.checkpoint.seq, confere: doInformado.problems.length === 0 },
    ancora: await estadoDaAncora(anchor),
  };
}

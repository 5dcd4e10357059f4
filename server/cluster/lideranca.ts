/**
 * One node of the cluster runs the background work (sealing the log, checkpoints, map-image
 * retries, clean-ups): the one holding a PostgreSQL advisory lock on a connection of its own. The
 * lock lives as long as that connection, so a node that stops or dies hands it over by itself;
 * the others try for it every `cadaMs` and the first to get it starts the work. The leader checks
 * its connection at every round: when it is gone (the lock with it), the work stops at once,
 * before another node may have started it.
 */
import pg from 'pg';
import { configuracaoDoPool, type Db } from '../db/client';

const LOCK = "hashtext('rip_lider')";

export interface Lideranca {
  /** Whether this node holds the lock (and runs the work) now. */
  lider(): boolean;
  /** Stops the work and lets the lock go, for another node to take. */
  parar(): Promise<void>;
}

/** What the leader runs: started on taking the lock, stopped (and awaited) on losing it. */
export type Trabalho = () => () => Promise<void>;

export function iniciarLideranca(
  db: Db,
  trabalho: Trabalho,
  options: { cadaMs: number; onError: (error: unknown) => void },
): Lideranca {
  let conexao: pg.Client | null = null;
  let parar: (() => Promise<void>) | null = null;
  let parado = false;
  let rodada: Promise<void> = Promise.resolve();

  async function deixar(): Promise<void> {
    const pararTrabalho = parar;
    const antiga = conexao;
    parar = null;
    conexao = null;
    await pararTrabalho?.().catch(options.onError);
    await antiga?.end().catch(() => undefined);
  }

  async function tentar(): Promise<void> {
    if (parado) return;
    try {
      if (!conexao) {
        const nova = new pg.Client(configuracaoDoPool(db));
        // A dropped connection is found by the next round's query; the event must not crash.
        nova.on('error', () => undefined);
        conexao = nova;
        await nova.connect();
      }
      if (parar) {
        await conexao.query('SELECT 1');
        return;
      }
      const result = await conexao.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock(${LOCK}) AS ok`);
      if (result.rows[0]?.ok && !parado) parar = trabalho();
    } catch (error) {
      options.onError(error);
      await deixar();
    }
  }

  const proxima = () => {
    rodada = rodada.then(tentar);
  };
  proxima();
  const timer = setInterval(proxima, options.cadaMs);
  timer.unref();

  return {
    lider: () => parar !== null,
    parar: async () => {
      parado = true;
      clearInterval(timer);
      await rodada;
      await deixar();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this node is the cluster's leader now (runs the background work). */
    lider: () => boolean;
  }
}

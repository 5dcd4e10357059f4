/**
 * The turn to call an outside service shared by every node on the database (Nominatim allows one
 * request a second from the whole force, not from each node). A row holds the instant the service
 * is free again; a caller takes it by one conditional upsert that moves that instant past its own
 * request (at most `reservaMs`, so a node that dies mid-request frees it), waits and tries again
 * when another node holds it, and at the end sets it to one interval after its answer. Times are
 * the database's clock, the one clock all nodes share.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Vez } from '../geo/geocoder';

/** How long a waiting caller sleeps at most before asking again. */
const ESPERA_MAXIMA_MS = 200;

export function vezCompartilhada(
  db: Db,
  servico: string,
  options: { intervaloMs: number; reservaMs: number },
): Vez {
  const segundos = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;
  return {
    async aguardar() {
      for (;;) {
        // The outer SELECT sees the row as it was before the upsert: when the turn was not
        // taken, how long until it is free.
        const result = await db.execute<{ minha: boolean; espera: number | null }>(sql`
          WITH tomada AS (
            INSERT INTO vez_externa (servico, livre_em)
            VALUES (${servico}, clock_timestamp() + ${segundos(options.reservaMs)})
            ON CONFLICT (servico) DO UPDATE SET livre_em = excluded.livre_em
              WHERE vez_externa.livre_em <= clock_timestamp()
            RETURNING 1)
          SELECT EXISTS (SELECT 1 FROM tomada) AS minha,
            (SELECT ceil(extract(epoch FROM livre_em - clock_timestamp()) * 1000)::int
               FROM vez_externa WHERE servico = ${servico}) AS espera`);
        const row = result.rows[0];
        if (row?.minha) return;
        await sleep(Math.min(Math.max(Number(row?.espera ?? 0), 5), ESPERA_MAXIMA_MS));
      }
    },
    async liberar() {
      await db.execute(sql`
        UPDATE vez_externa SET livre_em = clock_timestamp() + ${segundos(options.intervaloMs)}
        WHERE servico = ${servico}`);
    },
  };
}

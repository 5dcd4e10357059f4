/**
 * @fastify/rate-limit's store kept in PostgreSQL, so that a limit is one count for every node on
 * the database instead of one per node (three nodes would otherwise allow three times as much).
 * One row per route and key holds the window's start and its count, moved by one upsert: two
 * nodes counting the same key at once are serialised by the row, never lose a request.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type Incr = FastifyRateLimitStore['incr'];

/** One upsert: a window past its end starts again at 1; the answer's ttl is what is left of it. */
export async function contar(
  db: Db,
  chave: string,
  janelaMs: number,
): Promise<{ current: number; ttl: number }> {
  const janela = sql`make_interval(secs => ${janelaMs / 1000})`;
  const vigente = sql`limite_contagens.inicio > clock_timestamp() - ${janela}`;
  const result = await db.execute<{ contagem: number; ttl: number }>(sql`
    INSERT INTO limite_contagens (chave, inicio, contagem) VALUES (${chave}, clock_timestamp(), 1)
    ON CONFLICT (chave) DO UPDATE SET
      contagem = CASE WHEN ${vigente} THEN limite_contagens.contagem + 1 ELSE 1 END,
      inicio = CASE WHEN ${vigente} THEN limite_contagens.inicio ELSE clock_timestamp() END
    RETURNING contagem,
      greatest(0, ceil(extract(epoch FROM inicio + ${janela} - clock_timestamp()) * 1000))::int AS ttl`);
  const row = result.rows[0];
  return { current: Number(row?.contagem ?? 1), ttl: Number(row?.ttl ?? janelaMs) };
}

/** Windows long past are rows nobody will read again (the leader drops them now and then). */
export async function deleteContagensVencidas(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM limite_contagens WHERE inicio < now() - interval '1 day'`);
}

class PgStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly prefixo: string,
  ) {}

  incr: Incr = (key, callback, timeWindow) => {
    contar(this.db, `${this.prefixo}${key}`, timeWindow).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  };

  child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // The plugin hands the route over as `routeInfo` (as its Redis store reads it): a count per route.
    const { routeInfo } = options as unknown as { routeInfo: { method: string | string[]; url: string } };
    return new PgStore(this.db, `${String(routeInfo.method)} ${routeInfo.url} `);
  }
}

/** The store's constructor as the plugin wants it (it calls `new` with its own options). */
export function pgRateLimitStore(db: Db) {
  return class extends PgStore {
    constructor() {
      super(db, '');
    }
  };
}

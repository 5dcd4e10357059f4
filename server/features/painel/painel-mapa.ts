/**
 * The dashboard map's cases, clustered on the server (supercluster): the whole state holds
 * hundreds of thousands of crime scenes, which no phone can draw nor download, so each answer
 * carries only what one screen at one zoom shows — groups with their count, and single cases
 * once they stand apart. The index lives in a worker thread (painel-mapa.worker.mjs) and is
 * rebuilt with the summaries; this side reads the cases and asks it.
 */
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { Mapa } from '../../../shared/schemas/painel';
import type { Db } from '../../db/client';

/** Widest answer, in 256-px tiles: a big tablet's screen; a wider box is cut around its centre. */
const TILES_MAXIMOS = 16;

type Caixa = [number, number, number, number];

export interface IndiceMapa {
  total: number;
  limites: Caixa | null;
  consultar(z: number, caixa: Caixa | null): Promise<Pick<Mapa, 'casos' | 'grupos'>>;
}

export interface MapaServidor {
  /** Reads the live cases with coordinates and rebuilds the index; resolves once it answers. */
  construir(db: Db): Promise<IndiceMapa>;
  encerrar(): Promise<void>;
}

interface Resposta {
  pedido: number;
  resposta?: unknown;
  erro?: string;
}

export function iniciarMapa(): MapaServidor {
  let worker: Worker | null = null;
  let proximo = 0;
  const pendentes = new Map<number, { resolve(valor: unknown): void; reject(erro: Error): void }>();

  const falharTodos = (erro: Error) => {
    for (const pendente of pendentes.values()) pendente.reject(erro);
    pendentes.clear();
    worker = null;
  };

  function pedir<T>(tipo: 'carregar' | 'consultar', dados: unknown, transferir: ArrayBuffer[] = []) {
    if (!worker) {
      const novo = new Worker(new URL('./painel-mapa.worker.mjs', import.meta.url));
      novo.unref();
      novo.on('message', ({ pedido, resposta, erro }: Resposta) => {
        const pendente = pendentes.get(pedido);
        pendentes.delete(pedido);
        if (erro) pendente?.reject(new Error(erro));
        else pendente?.resolve(resposta);
      });
      novo.on('error', falharTodos);
      novo.on('exit', (code) => {
        if (worker === novo) falharTodos(new Error(`índice do mapa: o worker saiu com ${code}`));
      });
      worker = novo;
    }
    const pedido = proximo++;
    const atual = worker;
    return new Promise<T>((resolve, reject) => {
      pendentes.set(pedido, { resolve: resolve as (valor: unknown) => void, reject });
      atual.postMessage({ pedido, tipo, dados }, transferir);
    });
  }

  return {
    async construir(db) {
      const result = await db.execute<{ identificador: string; latitude: number; longitude: number }>(sql`
        SELECT c.identificador, l.latitude, l.longitude
        FROM locais l JOIN casos c ON c.id = l.caso_id
        WHERE c.deleted_at IS NULL AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL`);
      const ids: string[] = [];
      const coordenadas = new Float64Array(result.rows.length * 2);
      let limites: Caixa | null = null;
      result.rows.forEach(({ identificador, latitude, longitude }, i) => {
        ids.push(identificador);
        coordenadas[2 * i] = longitude;
        coordenadas[2 * i + 1] = latitude;
        limites = limites
          ? [
              Math.min(limites[0], longitude),
              Math.min(limites[1], latitude),
              Math.max(limites[2], longitude),
              Math.max(limites[3], latitude),
            ]
          : [longitude, latitude, longitude, latitude];
      });
      await pedir('carregar', { ids, coordenadas }, [coordenadas.buffer]);
      return {
        total: ids.length,
        limites,
        consultar: (z, caixa) =>
          // Without a box (zoom ≤ 10, mapaQuery) the whole map: groups keep it small at those zooms.
          pedir('consultar', { z, area: caixa ? limitar(z, caixa) : [-180, -85, 180, 85] }),
      };
    },
    async encerrar() {
      const atual = worker;
      worker = null;
      falharTodos(new Error('índice do mapa encerrado'));
      await atual?.terminate();
    },
  };
}

/** The box cut to TILES_MAXIMOS tiles around its centre at zoom z. */
function limitar(z: number, [w, s, e, n]: Caixa): Caixa {
  const maximo = (360 / 2 ** z) * TILES_MAXIMOS;
  const meiaLargura = Math.min((e - w) / 2, maximo / 2);
  const meiaAltura = Math.min((n - s) / 2, maximo / 2);
  const cx = (w + e) / 2;
  const cy = (s + n) / 2;
  return [cx - meiaLargura, cy - meiaAltura, cx + meiaLargura, cy + meiaAltura];
}

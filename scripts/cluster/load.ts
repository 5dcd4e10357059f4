/**
 * The force's mix against the cluster: reading a case, writing a note on it (a create with the
 * client's UUID, resent with the same UUID until acknowledged, as the outbox does) and searching
 * cases. Shared by the cluster test (load during restarts and kills) and bench:cluster.
 */
import { randomUUID } from 'node:crypto';
import type { Answer, Client } from './client';

export type Operation = 'leitura' | 'escrita' | 'busca';

export interface Workload {
  /** The case read (its content stays the same through a run). */
  casoId: string;
  /** The case notes are written on: apart, so the case read does not grow with the writes. */
  notasCasoId: string;
  cookie: string;
  run(operation: Operation): Promise<Answer>;
  /** A note created with its own UUID, resent until acknowledged; the acknowledged answer. */
  createNote(id?: string, options?: { onRetry?: (answer: Answer | Error) => void }): Promise<Answer>;
}

export const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;

export async function workload(
  http: Client,
  matricula = '1000002',
  password = 'rip-demo-2026',
): Promise<Workload> {
  const cookie = await http.login(matricula, password);
  const caso = async () => {
    const id = randomUUID();
    const created = await http.call('POST', '/casos', {
      cookie,
      body: { id, name: `Caso de carga ${id.slice(0, 8)}` },
    });
    if (!ok(created)) throw new Error(`caso: ${created.status} ${created.body}`);
    return id;
  };
  const casoId = await caso();
  const notasCasoId = await caso();
  const note = (id: string) =>
    http.call('POST', `/casos/${notasCasoId}/anotacoes`, {
      cookie,
      body: { id, anotacao: 'Informações colhidas no local do fato.' },
    });
  return {
    casoId,
    notasCasoId,
    cookie,
    run(operation) {
      if (operation === 'leitura') return http.call('GET', `/casos/${casoId}`, { cookie });
      if (operation === 'escrita') return note(randomUUID());
      return http.call('GET', `/busca/casos?nome=${encodeURIComponent('carga')}`, { cookie });
    },
    async createNote(id = randomUUID(), options = {}) {
      for (let attempt = 0; ; attempt++) {
        const answer = await note(id).catch((error: Error) => error);
        if (!(answer instanceof Error) && ok(answer)) return answer;
        options.onRetry?.(answer);
        if (attempt > 50)
          throw new Error(
            `anotação ${id} não foi aceita: ${answer instanceof Error ? answer.message : answer.status}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** The mix of item 6: 60 % case reads, 20 % writes, 20 % searches, in a fixed repeating order. */
export const MIX: Operation[] = [
  'leitura',
  'escrita',
  'leitura',
  'busca',
  'leitura',
  'leitura',
  'escrita',
  'leitura',
  'busca',
  'leitura',
];

export interface MixedLoad {
  /** Every answer that was not a 2xx, and every request that got no answer. */
  failures: string[];
  /** Answers by the node that served them (X-Rip-Node). */
  byNode: Map<string, number>;
  /** Stops the workers and resolves with the number of requests made. */
  stop(): Promise<number>;
}

/** Workers running a mix in a closed loop until stopped, a short pause between requests. */
export function mixedLoad<T extends string>(
  run: (operation: T) => Promise<Answer>,
  workers: number,
  mix: readonly T[],
): MixedLoad {
  const failures: string[] = [];
  const byNode = new Map<string, number>();
  let running = true;
  let count = 0;
  const loops = Array.from({ length: workers }, async (_, w) => {
    for (let i = w; running; i++) {
      const operation = mix[i % mix.length] as T;
      const answer = await run(operation).catch((error: Error) => error);
      count++;
      if (answer instanceof Error) failures.push(`${operation}: ${answer.message}`);
      else {
        if (!ok(answer))
          failures.push(`${operation}: ${answer.status} ${answer.node} ${answer.body.slice(0, 120)}`);
        byNode.set(answer.node ?? '?', (byNode.get(answer.node ?? '?') ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return {
    failures,
    byNode,
    async stop() {
      running = false;
      await Promise.all(loops);
      return count;
    },
  };
}

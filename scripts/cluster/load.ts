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

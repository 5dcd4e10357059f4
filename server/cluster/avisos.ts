/**
 * The database's notices (PostgreSQL LISTEN/NOTIFY) on a connection of this node's own, so that a
 * node may keep in memory what any node can change and forget it when told. What the node kept
 * is trusted only while it is known that every notice reaches it (`emDia`):
 *
 * - from the moment LISTEN answered on a fresh connection, after which whatever the subscribers
 *   kept before is forgotten (`perdidos`): notices sent while no connection listened are lost;
 * - as long as a heartbeat on this connection answered recently: a heartbeat's answer comes after
 *   every notice committed before it was sent (one connection, in order), so its send time is a
 *   moment up to which nothing can be missing. A connection that dies without a word (a cable, a
 *   firewall) stops answering, and after VALIDADE_MS nothing kept is served;
 * - never again on a connection that failed, ended, or left a heartbeat unanswered for QUEDA_MS:
 *   it is cut, the subscribers forget, and a new one is opened.
 *
 * While not `emDia`, readers go to the database, which always has the truth.
 */
import pg from 'pg';
import { configuracaoDoPool, type Db } from '../db/client';

export type Canal = 'rip_sessoes' | 'rip_casos';

const CANAIS: readonly Canal[] = ['rip_sessoes', 'rip_casos'];

/** How often the connection is asked whether it still answers. */
const BATIDA_MS = 250;
/** How long after a heartbeat was sent its answer vouches that nothing was missed. */
export const VALIDADE_MS = 1000;
/** A heartbeat unanswered this long: the connection is taken for dead and replaced. */
const QUEDA_MS = 5000;
/** Waits between attempts to connect again, growing to this. */
const ESPERA_MAX_MS = 5000;

export interface Ouvinte {
  /** A notice on the channel, with its payload. */
  aviso(payload: string): void;
  /** Notices may have been missed (or will be, until the node listens again): forget all. */
  perdidos(): void;
}

export interface Avisos {
  /** Whether every notice committed until a moment ago has reached this node. */
  emDia(): boolean;
  assinar(canal: Canal, ouvinte: Ouvinte): void;
  /**
   * Resolves once every notice committed before the call has been delivered here (or the
   * connection was lost, and with it everything kept): a write answered by this node is seen
   * by its own memory before the answer leaves.
   */
  sincronizar(): Promise<void>;
  /** The listening backend's process id, while connected (the tests cut it). */
  pid(): number | null;
  parar(): Promise<void>;
}

export function iniciarAvisos(db: Db, options: { onError: (error: unknown) => void }): Avisos {
  const ouvintes = new Map<Canal, Ouvinte[]>(CANAIS.map((canal) => [canal, []]));
  let atual: pg.Client | null = null;
  let pid: number | null = null;
  let ouvindo = false;
  /** The send time of the last heartbeat answered on the current connection. */
  let respondidaEm = Number.NEGATIVE_INFINITY;
  /** Since when a heartbeat has been waiting for its answer, or null. */
  let batendoDesde: number | null = null;
  let espera = 100;
  let parado = false;
  let religar: NodeJS.Timeout | null = null;

  const todos = () => [...ouvintes.values()].flat();

  function perdeu(cliente: pg.Client, error?: unknown): void {
    if (atual !== cliente) return;
    atual = null;
    pid = null;
    ouvindo = false;
    batendoDesde = null;
    for (const ouvinte of todos()) ouvinte.perdidos();
    if (error) options.onError(error);
    cliente.connection.stream.destroy();
    if (parado) return;
    religar = setTimeout(() => void conectar(), espera);
    religar.unref();
    espera = Math.min(espera * 2, ESPERA_MAX_MS);
  }

  async function conectar(): Promise<void> {
    religar = null;
    if (parado) return;
    const cliente = new pg.Client({ ...configuracaoDoPool(db), application_name: 'rip-avisos' });
    atual = cliente;
    cliente.on('notification', (mensagem) => {
      if (atual !== cliente) return;
      for (const ouvinte of ouvintes.get(mensagem.channel as Canal) ?? [])
        ouvinte.aviso(mensagem.payload ?? '');
    });
    cliente.on('error', (error) => perdeu(cliente, error));
    cliente.on('end', () => perdeu(cliente, new Error('a conexão dos avisos do banco terminou')));
    try {
      const enviada = performance.now();
      await cliente.connect();
      for (const canal of CANAIS) await cliente.query(`LISTEN ${canal}`);
      const { rows } = await cliente.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      if (atual !== cliente) return;
      // Listening from here on: what was kept before may lack notices sent while nobody listened.
      for (const ouvinte of todos()) ouvinte.perdidos();
      pid = rows[0]?.pid ?? null;
      ouvindo = true;
      respondidaEm = enviada;
      espera = 100;
    } catch (error) {
      perdeu(cliente, error);
    }
  }

  /**
   * The heartbeat and a write's sync may ask at once; the connection takes one question at a time
   * (pg 9 refuses a query sent while another runs). Whoever asks while a question waits its turn
   * joins it: it leaves after they asked, which is all a sync needs. So a burst of writes (or of
   * refused POSTs) costs two questions in a row, not one each behind the others. The time kept is
   * the one before waiting its turn: earlier than the question left, so it never vouches for more
   * than the answer does.
   */
  const perguntas = new WeakMap<pg.Client, Promise<void>>();
  const aguardando = new WeakMap<pg.Client, Promise<void>>();
  function perguntar(cliente: pg.Client): Promise<void> {
    const junta = aguardando.get(cliente);
    if (junta) return junta;
    const enviada = performance.now();
    const vez = (perguntas.get(cliente) ?? Promise.resolve()).then(async () => {
      // Leaving now: whoever asks from here on waits for the next question.
      aguardando.delete(cliente);
      try {
        await cliente.query('SELECT 1');
        if (atual === cliente) respondidaEm = Math.max(respondidaEm, enviada);
      } catch (error) {
        perdeu(cliente, error);
      }
    });
    aguardando.set(cliente, vez);
    perguntas.set(cliente, vez);
    return vez;
  }

  async function bater(): Promise<void> {
    const cliente = atual;
    if (!cliente || !ouvindo) return;
    if (batendoDesde !== null) {
      if (performance.now() - batendoDesde > QUEDA_MS) {
        perdeu(cliente, new Error(`a conexão dos avisos do banco não responde há ${QUEDA_MS} ms`));
      }
      return;
    }
    batendoDesde = performance.now();
    await perguntar(cliente);
    if (atual === cliente) batendoDesde = null;
  }

  void conectar();
  const batidas = setInterval(() => void bater(), BATIDA_MS);
  batidas.unref();

  return {
    emDia: () => ouvindo && performance.now() - respondidaEm < VALIDADE_MS,
    assinar: (canal, ouvinte) => {
      ouvintes.get(canal)?.push(ouvinte);
    },
    sincronizar: async () => {
      if (atual && ouvindo) await perguntar(atual);
    },
    pid: () => pid,
    parar: async () => {
      parado = true;
      clearInterval(batidas);
      if (religar) clearTimeout(religar);
      const cliente = atual;
      atual = null;
      ouvindo = false;
      await cliente?.end().catch(() => undefined);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's notices from the database: whether they arrive, and their connection. */
    avisos: Avisos;
  }
}

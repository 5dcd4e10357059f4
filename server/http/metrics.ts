/**
 * What an operator watches on each node, in Prometheus's format (prom-client): requests by the
 * endpoint table's operation name (never the raw URL, whose ids would make a series per case) and
 * status, with their latency; the database pool; the audit rows still waiting for their seal;
 * uploads in progress; whether the node leads the cluster; whether the database's notices reach the
 * node (else it reads sessions from the database); and the process's own (event-loop delay,
 * memory, CPU, GC).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ENDPOINTS, type OperationName } from '../../shared/api';
import type { Endpoint } from '../../shared/api/endpoint';
import type { Avisos } from '../cluster/avisos';
import type { Db } from '../db/client';
import { UPLOADS_PATH } from '../storage/uploads';

declare module 'fastify' {
  interface FastifyRequest {
    metrica: { operation: string; upload: boolean; inicio: number; contada: boolean } | null;
  }
}

/** Seconds: a case read takes milliseconds, a report PDF or a 100 MB video's PATCH many seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120];

/** The operation a request is counted under: the table's name, else the route's pattern. */
function operationOf(request: FastifyRequest): string {
  const options = request.routeOptions;
  const declared = (options.schema as { operationId?: string } | undefined)?.operationId;
  if (declared) return declared;
  if (options.url?.startsWith(UPLOADS_PATH)) return 'tus';
  return options.url ?? 'sem_rota';
}

function isUpload(operation: string): boolean {
  const endpoint: Endpoint | undefined = ENDPOINTS[operation as OperationName];
  return operation === 'tus' || Boolean(endpoint?.upload);
}

export function installMetrics(app: FastifyInstance, db: Db, avisos: Avisos): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const latency = new Histogram({
    name: 'rip_http_request_duration_seconds',
    help: 'Duração das requisições por operação da tabela de endpoints e status',
    labelNames: ['operation', 'method', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const uploads = new Gauge({
    name: 'rip_uploads_in_progress',
    help: 'Envios (tus e multipart) sendo recebidos por este nó agora',
    registers: [registry],
  });
  // drizzle() keeps the pool it was given; the Db type only leaves it out.
  const pool = (db as Db & { $client: pg.Pool }).$client;
  new Gauge({
    name: 'rip_db_pool_connections',
    help: 'Conexões do pool do banco deste nó, por estado (total, idle, waiting = pedidos na fila)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'rip_avisos_em_dia',
    help: '1 enquanto os avisos do banco chegam a este nó (sessões e acessos aos casos servidos da memória); 0 lendo do banco',
    registers: [registry],
    collect() {
      this.set(avisos.emDia() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'rip_audit_unsealed_rows',
    help: 'Linhas do log de auditoria gravadas e ainda não seladas na cadeia de hashes',
    registers: [registry],
    async collect() {
      // A database out of reach must not cost the scrape its other figures (the pool's show it).
      try {
        const result = await db.execute<{ waiting: string }>(
          sql`SELECT count(*)::text AS waiting FROM log_unsealed`,
        );
        this.set(Number(result.rows[0]?.waiting ?? 0));
      } catch {
        this.reset();
      }
    },
  });

  new Gauge({
    name: 'rip_cluster_leader',
    help: 'Se este nó é o líder do cluster (1) e roda o trabalho de fundo: selo do log, checkpoints, limpezas',
    registers: [registry],
    collect() {
      // Decorated by buildApp after the metrics are installed; read at each scrape.
      this.set(app.lider() ? 1 : 0);
    },
  });

  // On the raw response: hijacked answers (tus) skip Fastify's onResponse; a client that gives up
  // mid-request (closed before the answer finished) is counted as aborted.
  app.decorateRequest('metrica', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const operation = operationOf(request);
    const upload = isUpload(operation);
    if (upload) uploads.inc();
    request.metrica = { operation, upload, inicio: performance.now(), contada: false };
    done();
  });
  const contar = (request: FastifyRequest, status: string) => {
    const metrica = request.metrica;
    if (!metrica || metrica.contada) return;
    metrica.contada = true;
    if (metrica.upload) uploads.dec();
    const segundos = (performance.now() - metrica.inicio) / 1000;
    latency.observe({ operation: metrica.operation, method: request.method, status }, segundos);
  };
  // Fastify's own hooks (tus's hijacked answers included): cheaper than listeners on each answer.
  app.addHook('onResponse', (request, reply, done) => {
    contar(request, String(reply.statusCode));
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    contar(request, 'aborted');
    done();
  });
  return registry;
}

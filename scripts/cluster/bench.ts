/**
 * `npm run bench:cluster`: the force's peak through HAProxy as an open-loop arrival rate (a fixed
 * schedule: request i leaves at t0 + i/rate whatever the answers do, and its latency counts from
 * that moment), 60 % case reads, 20 % note writes, 20 % searches — with one node and with three
 * in the same run — then the closed-loop ceiling, then item 6's anomaly: case reads alone at
 * 120/s against one node, with this generator and with autocannon's `overallRate`.
 * Figures only, no asserts. BENCH_RATES (400,100), BENCH_SECONDS (12), CLUSTER_PORT (5030),
 * BENCH_SO_GERADORES=1 (the generators against a stub only).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { API_PREFIX } from '../../shared/constants';
import { type Answer, type Client, client } from './client';
import { type Cluster, startCluster } from './cluster';
import { MIX, type Operation, ok, type Workload, workload } from './load';

/** The force's peak (400/s), then a rate this shared 2-core machine can serve. */
const RATES = (process.env.BENCH_RATES ?? '400,100').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const BASE = Number(process.env.CLUSTER_PORT ?? 5030);

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const ms = (n: number | undefined) =>
  n === undefined ? '-' : n < 10 ? n.toFixed(1) : Math.round(n).toString();

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return { p50: at(50), p90: at(90), p95: at(95), p99: at(99), max: sorted[sorted.length - 1] };
}

/**
 * The latency goal a rate must keep to count as served: the guide's alert (p95 of a case read over
 * 500 ms). A rate answered at seconds of delay was queued, not served, whatever its count.
 */
const GOAL_MS = 500;

type Results = Map<Operation, { latencies: number[]; errors: number; inGoal: number }>;

/** What the errors were (status or network error), to tell the server's from HAProxy's. */
const errorKinds = new Map<string, number>();
function takeErrorKinds(): string {
  const text = [...errorKinds].map(([kind, n]) => `${kind}×${n}`).join(', ');
  errorKinds.clear();
  return text ? `  erros: ${text}` : '';
}

function table(title: string, results: Results, seconds: number, extra = ''): void {
  let total = 0;
  let errors = 0;
  console.log(`\n${title}${extra}`);
  console.log('  operação      pedidos   erros   p50 ms   p95 ms   p99 ms   máx ms');
  for (const [operation, { latencies, errors: e }] of results) {
    const p = percentiles(latencies);
    total += latencies.length;
    errors += e;
    console.log(
      `  ${operation.padEnd(12)} ${String(latencies.length).padStart(8)} ${String(e).padStart(7)} ${ms(p.p50).padStart(8)} ${ms(p.p95).padStart(8)} ${ms(p.p99).padStart(8)} ${ms(p.max).padStart(8)}`,
    );
  }
  const all = percentiles([...results.values()].flatMap((r) => r.latencies));
  const kinds = takeErrorKinds();
  if (kinds) console.log(kinds);
  console.log(
    `  total        ${String(total).padStart(8)} ${String(errors).padStart(7)} ${ms(all.p50).padStart(8)} ${ms(all.p95).padStart(8)} ${ms(all.p99).padStart(8)} ${ms(all.max).padStart(8)}`,
  );
  const inGoal = [...results.values()].reduce((sum, r) => sum + r.inGoal, 0);
  const served = (all.p95 ?? Number.POSITIVE_INFINITY) <= GOAL_MS && errors <= total / 100;
  console.log(
    `  ${served ? 'servida' : 'NÃO servida'} (meta: p95 ≤ ${GOAL_MS} ms, erros ≤ 1 %): ${Math.round(total / seconds)}/s respondidos, ${Math.round(inGoal / seconds)}/s sem erro em ≤ ${GOAL_MS} ms`,
  );
}

function record(results: Results, operation: Operation, latency: number, answer: Answer | Error): void {
  const entry = results.get(operation) ?? { latencies: [], errors: 0, inGoal: 0 };
  results.set(operation, entry);
  entry.latencies.push(latency);
  const failed = answer instanceof Error || !ok(answer);
  if (!failed && latency <= GOAL_MS) entry.inGoal++;
  if (failed) {
    entry.errors++;
    const kind = answer instanceof Error ? answer.message : `${answer.status} ${answer.node ?? 'haproxy'}`;
    errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
  }
}

/**
 * Open loop: request i is due at t0 + i·1000/rate ms and is sent then, never later because an
 * answer is slow; latency counts from when it was due. Also says how late sends were (the
 * generator's own lag) and the rate it really kept.
 */
async function openLoop(carga: Workload, rate: number, seconds: number, pick: (i: number) => Operation) {
  const results: Results = new Map();
  const total = Math.round(rate * seconds);
  const lags: number[] = [];
  const t0 = performance.now() + 20;
  let next = 0;
  let pending = 0;
  let lastSend = t0;
  await new Promise<void>((resolve) => {
    const due = (i: number) => t0 + (i * 1000) / rate;
    const tick = () => {
      const now = performance.now();
      while (next < total && due(next) <= now) {
        const scheduled = due(next);
        const operation = pick(next++);
        lags.push(now - scheduled);
        lastSend = now;
        pending++;
        carga
          .run(operation)
          .then(
            (answer) => record(results, operation, performance.now() - scheduled, answer),
            (error: Error) => record(results, operation, performance.now() - scheduled, error),
          )
          .finally(() => {
            if (--pending === 0 && next >= total) resolve();
          });
      }
      if (next < total) setTimeout(tick, Math.max(0, due(next) - performance.now()));
    };
    tick();
  });
  const lag = percentiles(lags);
  const kept = total / ((lastSend - t0) / 1000 + 1 / rate);
  return {
    results,
    note: ` — gerador: ${kept.toFixed(1)}/s enviados de ${rate}/s pedidos, atraso de envio p99 ${ms(lag.p99)} ms, máx ${ms(lag.max)} ms`,
  };
}

/** Closed loop: `connections` workers, each sending its next request as soon as the last answers. */
async function closedLoop(carga: Workload, connections: number, seconds: number) {
  const results: Results = new Map();
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, w) => {
      for (let i = w; performance.now() < end; i++) {
        const operation = MIX[i % MIX.length] as Operation;
        const start = performance.now();
        const answer = await carga.run(operation).catch((error: Error) => error);
        record(results, operation, performance.now() - start, answer);
      }
    }),
  );
  return results;
}

/**
 * The generators alone, against a stub that answers at once: when requests arrive (most in any
 * 100 ms; the share arriving in the first 100 ms of each second) and the latency each reports.
 * The stub takes no time, so any latency reported here is the generator's own making.
 */
async function generatorsAlone(): Promise<void> {
  const arrivals: number[] = [];
  const stub = createServer((_request, response) => {
    arrivals.push(performance.now());
    response.end('{}');
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  const shape = () => {
    const t0 = arrivals[0] ?? 0;
    const windows = new Map<number, number>();
    let early = 0;
    for (const at of arrivals) {
      const ms = at - t0;
      windows.set(Math.floor(ms / 100), (windows.get(Math.floor(ms / 100)) ?? 0) + 1);
      if (ms % 1000 < 100) early++;
    }
    const most = Math.max(...windows.values());
    const text = `máx ${most} pedidos em 100 ms (taxa constante: 12), ${Math.round((100 * early) / arrivals.length)} % chegam nos primeiros 100 ms de cada segundo (taxa constante: 10 %)`;
    arrivals.length = 0;
    return text;
  };
  const stubClient = client(origin, 256);
  const fake = { run: () => stubClient.call('GET', '/x') } as unknown as Workload;
  const { results } = await openLoop(fake, 120, SECONDS, () => 'leitura');
  const ours = percentiles(results.get('leitura')?.latencies ?? []);
  console.log(`\nItem 6 — os geradores contra um servidor que responde na hora (0 ms de trabalho), 120/s:`);
  console.log(
    `  este gerador: p50 ${ms(ours.p50)} ms, p90 ${ms(ours.p90)} ms, p99 ${ms(ours.p99)} ms; ${shape()}`,
  );
  stubClient.close();
  for (const ignore of [false, true]) {
    const a = await autocannon({
      url: origin,
      connections: 50,
      overallRate: 120,
      duration: SECONDS,
      ignoreCoordinatedOmission: ignore,
    });
    console.log(
      `  autocannon overallRate 120, 50 conexões${ignore ? ', ignoreCoordinatedOmission' : ''}: p50 ${a.latency.p50} ms, p90 ${a.latency.p90} ms, p99 ${a.latency.p99} ms; ${shape()}`,
    );
  }
  stub.close();
}

async function nodes(cluster: Cluster, count: number): Promise<void> {
  for (const [i, node] of cluster.nodes.entries()) {
    await cluster.haproxy.command(`${i < count ? 'enable' : 'disable'} server nodes/${node.name}`);
  }
}

async function autocannonReads(url: string, cookie: string, ignoreCoordinatedOmission: boolean) {
  const result = await autocannon({
    url,
    connections: 50,
    overallRate: 120,
    duration: SECONDS,
    headers: { cookie, accept: 'application/json' },
    ignoreCoordinatedOmission,
  });
  return result;
}

console.log(`bench:cluster — carga do computador (1, 5, 15 min) no início: ${load()}`);
await generatorsAlone();
// BENCH_SO_GERADORES=1: only the generators against the stub (no cluster).
if (process.env.BENCH_SO_GERADORES) process.exit(0);
const cluster = await startCluster({
  basePort: BASE,
  demoUsers: true,
  env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' },
  log: (line) => console.log(`[cluster] ${line}`),
});
let api: Client | null = null;
// Ctrl+C stops the cluster too (PostgreSQL, HAProxy and the nodes are this process's children).
process.once('SIGINT', () => void cluster.stop().then(() => process.exit(130)));
try {
  api = client(cluster.origin, 1024);
  const carga = await workload(api);
  for (let i = 0; i < 200; i++) await carga.run(MIX[i % MIX.length] as Operation);
  const mix = (i: number) => MIX[i % MIX.length] as Operation;

  for (const rate of RATES) {
    for (const count of [1, 3]) {
      await nodes(cluster, count);
      const { results, note } = await openLoop(carga, rate, SECONDS, mix);
      table(`Laço aberto ${rate}/s, ${SECONDS} s, ${count} nó(s) via HAProxy`, results, SECONDS, note);
      console.log(`  carga do computador: ${load()}`);
    }
  }
  for (const count of [1, 3]) {
    await nodes(cluster, count);
    table(
      `Laço fechado, 64 conexões, ${SECONDS} s, ${count} nó(s) via HAProxy (teto)`,
      await closedLoop(carga, 64, SECONDS),
      SECONDS,
    );
    console.log(`  carga do computador: ${load()}`);
  }

  // Item 6: reads alone at 120/s on one node, straight to it (as the issue measured).
  const node = cluster.nodes[0];
  if (!node) throw new Error('sem nós');
  const direct = client(`http://127.0.0.1:${node.port}`, 256);
  const leitor = await workload(direct);
  const solo: number[] = [];
  for (let i = 0; i < 50; i++) {
    const start = performance.now();
    await leitor.run('leitura');
    solo.push(performance.now() - start);
  }
  const lone = percentiles(solo);
  console.log(
    `\nItem 6 — uma leitura de caso sozinha, direto no nó: p50 ${ms(lone.p50)} ms, p90 ${ms(lone.p90)} ms`,
  );
  const { results: reads, note } = await openLoop(leitor, 120, SECONDS, () => 'leitura');
  const r = percentiles(reads.get('leitura')?.latencies ?? []);
  console.log(
    `Leituras a 120/s, este gerador (taxa constante): p50 ${ms(r.p50)} ms, p90 ${ms(r.p90)} ms, p99 ${ms(r.p99)} ms, erros ${reads.get('leitura')?.errors}${note}`,
  );
  const url = `http://127.0.0.1:${node.port}${API_PREFIX}/casos/${leitor.casoId}`;
  for (const ignore of [false, true]) {
    const a = await autocannonReads(url, leitor.cookie, ignore);
    console.log(
      `Leituras, autocannon overallRate 120, 50 conexões${ignore ? ', ignoreCoordinatedOmission' : ''}: ${(a.requests.total / a.duration).toFixed(1)}/s, p50 ${a.latency.p50} ms, p90 ${a.latency.p90} ms, p99 ${a.latency.p99} ms, erros ${a.errors + a.non2xx}`,
    );
  }
  direct.close();

  // For the capacity model: what a row of the audit log costs (each case read writes one).
  const sql = new pg.Client({ connectionString: cluster.postgres.superUrl });
  await sql.connect();
  const { rows } = await sql.query(
    "SELECT count(*)::int AS n, pg_total_relation_size('logs') AS bytes, pg_database_size('rip') AS db FROM logs",
  );
  await sql.end();
  const { n, bytes, db } = rows[0] as { n: number; bytes: string; db: string };
  console.log(
    `\nlog de auditoria: ${n} linhas, ${(Number(bytes) / 1e6).toFixed(1)} MB com índices = ${Math.round(Number(bytes) / n)} B/linha; banco inteiro ${(Number(db) / 1e6).toFixed(0)} MB`,
  );
  console.log(`carga do computador no fim: ${load()}`);
} finally {
  api?.close();
  await cluster.stop();
}

/**
 * `npm run cluster`: the production topology on this machine — PostgreSQL 15, an S3 stand-in,
 * three app nodes in production mode and HAProxy in front — until Ctrl+C, which stops it all. Each
 * node's log and HAProxy's are shown as they come; a line typed here restarts, stops or starts a
 * node (scripts/cluster/comandos.ts). CLUSTER_PORT moves the ports (default 5000: PostgreSQL, +1 S3,
 * +2 HAProxy, +10… the nodes, +20… their metrics).
 */
import readline from 'node:readline';
import { buildApp, buildIsStale } from '../app-build.mjs';
import { startCluster } from './cluster';
import { AJUDA, executarComando } from './comandos';
import { ROOT } from './nodes';

if (buildIsStale(ROOT)) {
  console.log('[cluster] construindo o aplicativo…');
  if (!buildApp(ROOT)) process.exit(1);
}
const cluster = await startCluster({
  basePort: Number(process.env.CLUSTER_PORT ?? 5000),
  nodes: Number(process.env.CLUSTER_NODES ?? 3),
  demoUsers: true,
  // Every request shows, with its id in both HAProxy's line and the node's.
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  log: (line) => console.log(`[cluster] ${line}`),
  onLine: (source, line) => console.log(`[${source}] ${line}`),
});
console.log(
  `[cluster] pronto: ${cluster.url}  (usuários de demonstração 1000001 a 1000005, senha rip-demo-2026)`,
);
console.log(`[cluster] banco: ${cluster.postgres.appUrl}`);
for (const node of cluster.nodes) {
  console.log(`[cluster] ${node.name}: métricas em http://127.0.0.1:${node.metricsPort}/metrics`);
}
console.log(`[cluster] ${AJUDA}; Ctrl+C encerra tudo.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('[cluster] encerrando…');
  await cluster.stop();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

// One command at a time: a restart typed during another waits for it.
let fila = Promise.resolve();
readline.createInterface({ input: process.stdin }).on('line', (linha) => {
  fila = fila
    .then(() => executarComando(linha, cluster, (texto) => console.log(`[cluster] ${texto}`)))
    .catch((error: Error) => console.log(`[cluster] falhou: ${error.message}`));
});

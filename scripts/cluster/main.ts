/**
 * `npm run cluster`: the production topology on this machine — PostgreSQL 15, an S3 stand-in,
 * three app nodes in production mode and HAProxy in front — until Ctrl+C, which stops it all.
 * CLUSTER_PORT moves the ports (default 5000: PostgreSQL, +1 S3, +2 HAProxy, +10… the nodes).
 */
import { buildApp, buildIsStale } from '../app-build.mjs';
import { startCluster } from './cluster';
import { ROOT } from './nodes';

if (buildIsStale(ROOT)) {
  console.log('[cluster] construindo o aplicativo…');
  if (!buildApp(ROOT)) process.exit(1);
}
const cluster = await startCluster({
  basePort: Number(process.env.CLUSTER_PORT ?? 5000),
  nodes: Number(process.env.CLUSTER_NODES ?? 3),
  demoUsers: true,
  log: (line) => console.log(`[cluster] ${line}`),
});
console.log(
  `[cluster] pronto: ${cluster.url}  (usuários de demonstração 1000001 a 1000005, senha rip-demo-2026)`,
);
console.log(`[cluster] banco: ${cluster.postgres.appUrl}`);
console.log('[cluster] Ctrl+C encerra tudo.');

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

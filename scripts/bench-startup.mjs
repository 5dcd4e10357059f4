// Prints the time from `npm start` (scripts/start.mjs) to the first 200 from /rip-app/api/health,
// on an empty data directory and on a second start of the same one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, buildIsStale } from './app-build.mjs';
import { ROOT, startBenchServer } from './bench-server.mjs';

if (buildIsStale(ROOT)) buildApp(ROOT);
const dataDir = mkdtempSync(path.join(tmpdir(), 'rip-bench-'));

async function startOnce(label) {
  const started = performance.now();
  const server = await startBenchServer('startup', {}, { dataDir });
  const elapsed = performance.now() - started;
  const stopping = performance.now();
  await server.stop();
  console.log(
    `${label}: ${(elapsed / 1000).toFixed(2)} s até o primeiro 200 de /health (parada limpa em ${((performance.now() - stopping) / 1000).toFixed(2)} s)`,
  );
}

try {
  await startOnce('diretório de dados vazio');
  await startOnce('segundo início');
  await startOnce('terceiro início');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

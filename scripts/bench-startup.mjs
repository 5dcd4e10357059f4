// Prints the time from `npm start` (scripts/start.mjs) to the first 200 from /rip-app/api/health,
// on an empty data directory and on a second start of the same one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, buildIsStale } from './app-build.mjs';
import { START_NODE_ARGS } from './bench-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (buildIsStale(root)) buildApp(root);
const dataDir = mkdtempSync(path.join(tmpdir(), 'rip-bench-'));
const port = 3500 + Math.floor(Math.random() * 400);

async function startOnce(label) {
  const started = performance.now();
  const child = spawn(process.execPath, [...START_NODE_ARGS, path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      RIP_DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(port + 1000),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label}: o servidor saiu com ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/rip-app/api/health`);
      if (response.status === 200) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const elapsed = performance.now() - started;
  const stopping = performance.now();
  child.kill('SIGTERM');
  await exited;
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

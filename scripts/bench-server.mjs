// The real server (npm start's script) on a throwaway embedded PostgreSQL, for the benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Node flags `npm start` runs the server with (package.json), so a bench measures that server. */
export const START_NODE_ARGS = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
  .scripts.start.split(' ')
  .filter((part) => part.startsWith('--'));

/**
 * Starts the server and resolves once /health answers 200. With `options.dataDir` the data
 * directory is that one and is kept at stop (a dataset generated once serves several runs).
 */
export async function startBenchServer(label, env = {}, options = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), `rip-bench-${label}-`));
  const port = 3500 + Math.floor(Math.random() * 400);
  // BENCH_NODE_ARGS (e.g. '--cpu-prof') goes to the server's Node, to look inside a slow figure.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(
    process.execPath,
    [...START_NODE_ARGS, ...nodeArgs, path.join(ROOT, 'scripts', 'start.mjs')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        RIP_DATA_DIR: dataDir,
        PORT: String(port),
        EMBEDDED_PG_PORT: String(port + 1000),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`o servidor saiu com ${child.exitCode}`);
      try {
        if ((await fetch(`${origin}/rip-app/api/health`)).status === 200) break;
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  // The pid is the server itself (start.mjs runs it in-process), for benches that watch its memory.
  return { origin, api: `${origin}/rip-app/api`, dataDir, stop, pid: child.pid };
}

/** Debian's Chromium, headless, with nothing running in the background to skew the figures. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A phone-sized page of the app at `server`, signed in as the demo delegate and on Home. */
export async function entrarNoCelular(browser, server, opcoes = {}) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    baseURL: `${server.origin}/rip-app/`,
    ...opcoes,
  });
  const page = await context.newPage();
  await page.goto('login');
  await page.getByLabel('Matrícula').fill('1000002');
  await page.getByLabel('Senha').fill('rip-demo-2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/home$/);
  return { context, page };
}

/**
 * CPU time (ms, user and system) of process `pid` and all its descendants — the server and its
 * embedded PostgreSQL's backends — read from /proc: unlike a rate, it does not move with whatever
 * else the machine runs, so it says what one request costs even on a busy machine.
 */
export function cpuDaArvore(pid) {
  const TICK_MS = 10;
  const processos = [];
  for (const nome of readdirSync('/proc')) {
    if (!/^\d+$/.test(nome)) continue;
    try {
      const stat = readFileSync(`/proc/${nome}/stat`, 'utf8');
      const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processos.push({
        pid: Number(nome),
        pai: Number(campos[1]),
        cpu: Number(campos[11]) + Number(campos[12]),
      });
    } catch {}
  }
  const daArvore = new Set([pid]);
  for (let mudou = true; mudou; ) {
    mudou = false;
    for (const processo of processos) {
      if (!daArvore.has(processo.pid) && daArvore.has(processo.pai)) {
        daArvore.add(processo.pid);
        mudou = true;
      }
    }
  }
  const total = (filtro) =>
    processos.filter((p) => daArvore.has(p.pid) && filtro(p)).reduce((soma, p) => soma + p.cpu, 0) * TICK_MS;
  return { servidor: total((p) => p.pid === pid), banco: total((p) => p.pid !== pid) };
}

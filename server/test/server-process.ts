// The real server as `npm start` runs it (server/main.ts under tsx, without the app build step),
// as a child process the test can kill.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

export function spawnServer(env: Record<string, string>): ServerProcess {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.DATABASE_OWNER_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    text += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port: Number(env.PORT), output: () => text, exited };
}

export async function healthStatus(port: number): Promise<number | null> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/rip-app/api/health`)).status;
  } catch {
    return null;
  }
}

/** Waits for /health to answer 200; fails with the server's output if it exits first. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`o servidor saiu (${server.child.exitCode}) antes de responder:\n${server.output()}`);
    }
    if ((await healthStatus(server.port)) === 200) return;
    await sleep(50);
  }
  throw new Error(`o servidor não respondeu em ${timeoutMs} ms:\n${server.output()}`);
}

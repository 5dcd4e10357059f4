/**
 * The app's nodes: `server/main.ts` as `npm start` runs it, in production mode, each with its own
 * data folder (nothing may pass through a node's disk) and its name in `X-Rip-Node`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * Where HAProxy and the scripts ask whether a node may take requests: readiness (database
 * reachable, migrations done, not stopping), apart from liveness (/api/health).
 */
export const READY_PATH = '/rip-app/api/health/ready';

/** The Node flags `npm start` runs the server with, so the cluster runs that server. */
const START_NODE_ARGS: string[] = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
  .scripts.start.split(' ')
  .filter((part: string) => part.startsWith('--'));

export interface AppNode {
  readonly name: string;
  readonly port: number;
  /** The running process, or null while stopped. */
  child: ChildProcess | null;
  output(): string;
  start(): Promise<void>;
  /** Sends the signal and resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Whether the node on this port says it is ready. node:http, not fetch: fetch refuses the ports
 * browsers block (5060 and 5061 among them).
 */
export function ready(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: READY_PATH, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.setTimeout(2000, () => request.destroy());
  });
}

export function appNode(name: string, port: number, env: Record<string, string>): AppNode {
  let text = '';
  let exited: Promise<void> = Promise.resolve();
  const node: AppNode = {
    name,
    port,
    child: null,
    output: () => text,
    async start() {
      const child = spawn(
        process.execPath,
        [...START_NODE_ARGS, '--import', 'tsx', path.join(ROOT, 'server', 'main.ts')],
        {
          cwd: ROOT,
          env: { ...process.env, ...env, PORT: String(port), RIP_NODE_NAME: name },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      node.child = child;
      const append = (chunk: Buffer) => {
        text = (text + chunk).slice(-20_000);
      };
      child.stdout?.on('data', append);
      child.stderr?.on('data', append);
      exited = new Promise((resolve) =>
        child.once('exit', () => {
          if (node.child === child) node.child = null;
          resolve();
        }),
      );
      const deadline = Date.now() + 120_000;
      while (!(await ready(port))) {
        if (node.child !== child) throw new Error(`${name} saiu antes de ficar pronto:\n${text}`);
        if (Date.now() > deadline) throw new Error(`${name} não ficou pronto em 120 s:\n${text}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop(signal = 'SIGTERM') {
      node.child?.kill(signal);
      await exited;
    },
  };
  return node;
}

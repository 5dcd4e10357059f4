/**
 * The app's nodes: each runs a release as the guide's systemd unit runs it (its ExecStart, in the
 * release's folder; scripts/implantacao/servico.ts), in production mode, with its own data folder
 * (nothing may pass through a node's disk), its name in `X-Rip-Node` and its own metrics port.
 */
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import { guiaDe, type Unidade, unidadeDoGuia } from '../implantacao/guia';
import { iniciarServico, type Servico } from '../implantacao/servico';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * Where HAProxy and the scripts ask whether a node may take requests: readiness (database
 * reachable, migrations done, not stopping), apart from liveness (/api/health).
 */
export const READY_PATH = '/rip-app/api/health/ready';

/** A release installed in a folder, and the unit its own guide runs it with. */
export interface Versao {
  pasta: string;
  unidade: Unidade;
}

export function versaoEm(pasta: string): Versao {
  return { pasta, unidade: unidadeDoGuia(guiaDe(pasta)) };
}

/** This checkout, as a release. */
export const ESTA_VERSAO: Versao = versaoEm(ROOT);

export interface AppNode {
  readonly name: string;
  readonly port: number;
  readonly metricsPort: number;
  /** The release the node runs at its next start (an upgrade changes it while the node is stopped). */
  versao: Versao;
  /** The running service, or null while stopped. */
  servico: Servico | null;
  output(): string;
  start(): Promise<void>;
  /** SIGTERM: `systemctl stop` (the unit's KillMode); another signal goes to the main process alone. */
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

export interface NodeOptions {
  metricsPort: number;
  versao?: Versao;
  /** Each line the node prints, as it comes. */
  onLine?: (line: string) => void;
}

export function appNode(
  name: string,
  port: number,
  env: Record<string, string>,
  options: NodeOptions,
): AppNode {
  let text = '';
  let exited: Promise<void> = Promise.resolve();
  const node: AppNode = {
    name,
    port,
    metricsPort: options.metricsPort,
    versao: options.versao ?? ESTA_VERSAO,
    servico: null,
    output: () => text,
    async start() {
      const servico = iniciarServico(node.versao.unidade, node.versao.pasta, {
        ...env,
        PORT: String(port),
        METRICS_PORT: String(options.metricsPort),
        RIP_NODE_NAME: name,
      });
      node.servico = servico;
      const { child } = servico;
      for (const stream of [child.stdout, child.stderr]) {
        if (!stream) continue;
        readline.createInterface({ input: stream }).on('line', (line) => {
          text = `${text}${line}\n`.slice(-20_000);
          options.onLine?.(line);
        });
      }
      exited = new Promise((resolve) =>
        child.once('exit', () => {
          if (node.servico === servico) node.servico = null;
          resolve();
        }),
      );
      const deadline = Date.now() + 120_000;
      while (!(await ready(port))) {
        if (node.servico !== servico) throw new Error(`${name} saiu antes de ficar pronto:\n${text}`);
        if (Date.now() > deadline) throw new Error(`${name} não ficou pronto em 120 s:\n${text}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop(signal = 'SIGTERM') {
      const servico = node.servico;
      if (!servico) return;
      if (signal === 'SIGTERM') await servico.parar();
      else servico.child.kill(signal);
      await exited;
    },
  };
  return node;
}

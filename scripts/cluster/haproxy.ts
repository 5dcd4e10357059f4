/**
 * HAProxy (Debian's package) in front of the nodes: round robin, no stickiness, an HTTP health
 * check per node. A node that refuses a connection, or closes one without answering (stopping
 * or killed), has the request tried on another node: every write HAProxy may resend is idempotent
 * by the client's UUID or changes nothing more, so a resend lands once (the login and the password
 * change are not resent; docs/decisions.md, issue 39).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

export const HAPROXY_BIN = process.env.RIP_HAPROXY_BIN ?? '/usr/sbin/haproxy';

export interface Backend {
  name: string;
  port: number;
}

export function haproxyConfig(options: {
  port: number;
  backends: Backend[];
  healthPath: string;
  statsSocket: string;
}): string {
  return `global
  maxconn 4096
  # The guide logs to the journal (/dev/log); the local cluster prints its log.
  log stdout format raw local0
  stats socket ${options.statsSocket} mode 600 level admin

defaults
  mode http
  log global
  option forwardfor
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  timeout http-keep-alive 10s
  # A health check answered slower than this (a node busy on a loaded machine) counts as failed.
  timeout check 3s
  # Tried again elsewhere: a refused connection, a connection closed with no answer, and the 503
  # a stopping node gives a request that reached it after it began to close.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503

frontend rip
  bind 127.0.0.1:${options.port}
  # What the client says about the hop never passes: HAProxy alone says who the client is and
  # whether it came over HTTPS (the nodes trust one hop, TRUST_PROXY=1). As in docs/IMPLANTACAO.md.
  http-request del-header X-Forwarded- -m beg
  http-request del-header Forwarded
  http-request set-header X-Forwarded-Proto https if { ssl_fc }
  http-request set-header X-Forwarded-Proto http unless { ssl_fc }
  # One id per request, in HAProxy's log line and in the node's (its reqId), whatever the client sent.
  unique-id-format %[uuid()]
  http-request set-header X-Request-Id %[unique-id]
  log-format "%ci:%cp [%tr] %ft %b/%s %TR/%Tw/%Tc/%Tr/%Ta %ST %B %tsc %ac/%fc/%bc/%sc/%rc %sq/%bq %ID %HM %HPO"
  default_backend nodes

backend nodes
  balance roundrobin
  # A login or a password change a node already answered, sent again, would count one more wrong
  # password: those are retried only when the connection never reached a node.
  http-request disable-l7-retry if { path /rip-app/api/auth/login /rip-app/api/auth/password }
  # One request per connection to a node: a node told to stop then has no idle keep-alive
  # connection left open (it would wait for the client's keep-alive timeout before exiting).
  option http-server-close
  option httpchk GET ${options.healthPath}
  http-check expect status 200
  default-server inter 500ms fastinter 250ms downinter 500ms fall 3 rise 2
${options.backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`).join('\n')}
`;
}

export interface Haproxy {
  process: ChildProcess;
  /** The last log lines HAProxy printed (one per request, with its id). */
  log(): string[];
  /** Each server's state as HAProxy sees it now ('UP', 'DOWN', 'MAINT'…). */
  states(): Promise<Record<string, string>>;
  /** A command on HAProxy's admin socket (e.g. `disable server nodes/no-2`). */
  command(line: string): Promise<string>;
  /** Resolves once HAProxy sees the server in this state (after a start or a stop). */
  waitFor(server: string, state: 'UP' | 'DOWN'): Promise<void>;
  stop(): Promise<void>;
}

function ask(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = net.createConnection(socket, () => connection.write(`${command}\n`));
    connection.on('data', (chunk) => {
      answer += chunk;
    });
    connection.once('end', () => resolve(answer));
    connection.once('error', reject);
  });
}

export async function startHaproxy(
  dir: string,
  port: number,
  backends: Backend[],
  healthPath: string,
  onLine?: (line: string) => void,
): Promise<Haproxy> {
  const statsSocket = path.join(dir, 'haproxy.sock');
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig({ port, backends, healthPath, statsSocket }));
  const child = spawn(HAPROXY_BIN, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const lines: string[] = [];
  if (child.stdout) {
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      lines.splice(0, Math.max(0, lines.length - 2000));
      onLine?.(line);
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const states = async () => {
    const csv = await ask(statsSocket, 'show stat');
    const result: Record<string, string> = {};
    for (const line of csv.split('\n')) {
      const [proxy, server, ...fields] = line.split(',');
      if (proxy === 'nodes' && server && server !== 'BACKEND') result[server] = fields[15] ?? '';
    }
    return result;
  };
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`o HAProxy saiu:\n${errors}`);
    if (
      await states().then(
        () => true,
        () => false,
      )
    )
      break;
    if (tries > 100) throw new Error(`o HAProxy não respondeu:\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    process: child,
    log: () => [...lines],
    states,
    command: (line) => ask(statsSocket, line),
    async waitFor(server, state) {
      const deadline = Date.now() + 30_000;
      // 'UP 1/2' is still up but failing a check; 'DOWN 1/2' down and passing one.
      const seen = async () => {
        const now = (await states())[server] ?? '';
        return state === 'UP' ? now === 'UP' : now.startsWith('DOWN');
      };
      while (!(await seen())) {
        if (Date.now() > deadline) throw new Error(`o HAProxy não viu ${server} ${state} em 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

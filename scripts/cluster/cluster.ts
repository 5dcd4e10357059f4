/**
 * The production topology on one machine: PostgreSQL 15 (started here, not by the app), an
 * S3-compatible store (s3rver), N app nodes in production mode and HAProxy in front. Used by
 * `npm run cluster`, the cluster test and `npm run bench:cluster`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { externalUrls, prepareAndConnect } from '../../server/db/open-database';
import { loadEnv } from '../../server/env';
import { addMultipartListing } from '../../server/test/s3rver-parts';
import { segredosDeProducao } from '../../server/test/segredos-de-producao';
import { iniciarServico } from '../implantacao/servico';
import { type Haproxy, startHaproxy } from './haproxy';
import { type AppNode, appNode, ESTA_VERSAO, READY_PATH, ready, type Versao } from './nodes';
import { type Postgres, startPostgres } from './postgres';

export interface ClusterOptions {
  /** Ports used: base (PostgreSQL), base+1 (S3), base+2 (HAProxy), base+10… (nodes), base+20… (their metrics). */
  basePort: number;
  nodes?: number;
  /** Extra environment for every node (limits for a test, log level…). */
  env?: Record<string, string>;
  log?: (line: string) => void;
  /** Each line a node or HAProxy prints, with who printed it (`no-1`, `haproxy`). */
  onLine?: (source: string, line: string) => void;
  /**
   * Creates the demo users (senha rip-demo-2026) once the first node has migrated: the nodes run
   * in production, which never seeds them, but a local cluster is for trying and testing.
   */
  demoUsers?: boolean;
  /** The release every node starts with (an upgrade test starts the previous one); this checkout by default. */
  versao?: Versao;
}

export interface Cluster {
  /** The app through HAProxy: http://127.0.0.1:<port>/rip-app/ */
  url: string;
  /** http://127.0.0.1:<port> of HAProxy. */
  origin: string;
  dir: string;
  postgres: Postgres;
  haproxy: Haproxy;
  nodes: AppNode[];
  /** The environment of a node without its port and name: for `audit:verify`, `user:create`… */
  env: Record<string, string>;
  /** Resolves once HAProxy sees the node in this state (after a start or a stop). */
  waitFor(node: AppNode, state: 'UP' | 'DOWN'): Promise<void>;
  stop(): Promise<void>;
}

export const S3_BUCKET = 'rip-midias';

export async function startS3(dir: string, port: number): Promise<S3rver> {
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: S3_BUCKET, configs: [] }],
  });
  addMultipartListing(server);
  await server.run();
  return server;
}

async function seedDemoUsers(env: Record<string, string>, dir: string): Promise<void> {
  const demo = loadEnv({ ...env, NODE_ENV: 'development', SEED_DEMO: 'true', RIP_DATA_DIR: dir });
  const { database } = await prepareAndConnect(demo, externalUrls(demo), { embedded: false, max: 1 });
  await database.close();
}

/**
 * Another release seeds with its own code, which migrates to its own schema: started once outside
 * production with SEED_DEMO (README), on the port its first node will take, then stopped.
 */
async function seedWithRelease(versao: Versao, env: Record<string, string>, dir: string, port: number) {
  const servico = iniciarServico(versao.unidade, versao.pasta, {
    ...env,
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    PORT: String(port),
    RIP_DATA_DIR: path.join(dir, 'semeadura'),
  });
  const deadline = Date.now() + 120_000;
  while (!(await ready(port))) {
    if (servico.child.exitCode !== null || Date.now() > deadline) {
      await servico.parar();
      throw new Error(
        `a versão de ${versao.pasta} não criou os usuários de demonstração:\n${servico.output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await servico.parar();
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => undefined);
  const count = options.nodes ?? 3;
  const dir = mkdtempSync(path.join(tmpdir(), 'rip-cluster-'));
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    log(`PostgreSQL 15 em 127.0.0.1:${options.basePort} (${dir}/postgres)`);
    const postgres = await startPostgres(dir, options.basePort);
    stops.push(postgres.stop);

    const s3Dir = path.join(dir, 's3');
    mkdirSync(s3Dir);
    const s3 = await startS3(s3Dir, options.basePort + 1);
    const s3Port = (s3 as unknown as { httpServer?: { address(): AddressInfo } }).httpServer?.address().port;
    log(`S3 (s3rver) em 127.0.0.1:${s3Port ?? options.basePort + 1}, balde ${S3_BUCKET}`);
    stops.push(() => s3.close());

    // What every node shares: the database, the bucket, the log's checkpoint key and file and the
    // report's certificate — the secrets outside every node's data folder, as production asks.
    const shared = path.join(dir, 'compartilhado');
    mkdirSync(shared);
    const segredos = await segredosDeProducao(shared);
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.appUrl,
      DATABASE_OWNER_URL: postgres.ownerUrl,
      S3_ENDPOINT: `http://127.0.0.1:${options.basePort + 1}`,
      S3_BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
      ...segredos,
      AUDIT_CHECKPOINT_FILE: path.join(shared, 'log-checkpoints.jsonl'),
      // HAProxy is the one hop in front: it says who the client is.
      TRUST_PROXY: '1',
      // Where people reach the cluster: the balancer (what a report's verification link prints).
      PUBLIC_URL: `http://127.0.0.1:${options.basePort + 2}/rip-app`,
      // At SIGTERM a node says it is not ready and keeps answering while HAProxy's checks (every
      // 500 ms, down after 3) take it out of the rotation, then stops accepting.
      SHUTDOWN_DRAIN_MS: '2000',
      LOG_LEVEL: 'warn',
      // No node of a local cluster reaches the internet's tile server or geocoder.
      TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      GEOCODER_URL: 'http://127.0.0.1:9/reverse',
      ...options.env,
    };
    const versao = options.versao ?? ESTA_VERSAO;
    const nodes = Array.from({ length: count }, (_, i) => {
      const name = `no-${i + 1}`;
      return appNode(
        name,
        options.basePort + 10 + i,
        { ...env, RIP_DATA_DIR: path.join(dir, name) },
        { metricsPort: options.basePort + 20 + i, versao, onLine: (line) => options.onLine?.(name, line) },
      );
    });
    stops.push(async () => Promise.all(nodes.map((node) => node.stop('SIGTERM'))));
    // The first node migrates (as the owner) alone; the others then find nothing to migrate.
    const [first, ...others] = nodes as [AppNode, ...AppNode[]];
    const outra = versao !== ESTA_VERSAO;
    if (options.demoUsers && outra) await seedWithRelease(versao, env, dir, first.port);
    await first.start();
    log(`${first.name} pronto em 127.0.0.1:${first.port} (migrações aplicadas)`);
    if (options.demoUsers && !outra) await seedDemoUsers(env, dir);
    await Promise.all(
      others.map(async (node) => {
        await node.start();
        log(`${node.name} pronto em 127.0.0.1:${node.port}`);
      }),
    );

    const port = options.basePort + 2;
    const haproxy = await startHaproxy(dir, port, nodes, READY_PATH, (line) =>
      options.onLine?.('haproxy', line),
    );
    stops.push(haproxy.stop);
    const waitFor = (node: AppNode, state: 'UP' | 'DOWN') => haproxy.waitFor(node.name, state);
    for (const node of nodes) await waitFor(node, 'UP');
    const url = `http://127.0.0.1:${port}/rip-app/`;
    log(`HAProxy em ${url} (round robin entre ${nodes.map((n) => n.name).join(', ')})`);
    return { url, origin: `http://127.0.0.1:${port}`, dir, postgres, haproxy, nodes, env, waitFor, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

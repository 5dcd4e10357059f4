/**
 * Issue 44, item 3: a rolling upgrade with two releases side by side. The previous release (the
 * commit of `versao-anterior`, from git, in a folder of its own, installed and built by the guide's
 * install block as written, serving the API only) and this
 * checkout: two nodes of the previous release run on PostgreSQL 15 behind the local cluster's
 * HAProxy, each as its own guide's unit runs it (systemd emulated: the unit's ExecStart in the
 * foreground); then, under a mixed load (case reads, writes and searches), each node is upgraded by
 * this guide's lines for one node, as they are written. This release's first node applies the
 * upgrade's migrations while the previous one still serves. Counted: requests that failed, and
 * acknowledged writes missing from the database.
 */

import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../cluster/client';
import { type Cluster, startCluster } from '../cluster/cluster';
import { MIX, mixedLoad, workload } from '../cluster/load';
import { type AppNode, ESTA_VERSAO, ROOT, ready, type Versao, versaoEm } from '../cluster/nodes';
import { blocoEnsaiado, guiaDe } from './guia';
import { commitAnterior, extrairDoGit, instalarComoOGuia, pastaSemApp, semVersaoAnterior } from './versoes';

const raiz = mkdtempSync(path.join(tmpdir(), 'rip-atualizacao-'));
const pastaAnterior = path.join(raiz, 'versoes', 'anterior');
const tempos: string[] = [];
let cluster: Cluster;
let api: Client;
let sql: pg.Client;

const faltaHistoria = semVersaoAnterior();
if (faltaHistoria) console.warn(`Atualização em rodízio NÃO ensaiada: ${faltaHistoria}`);

const segundosDesde = (inicio: number) => ((performance.now() - inicio) / 1000).toFixed(0);

beforeAll(async () => {
  if (faltaHistoria) return;
  const inicio = performance.now();
  const commit = commitAnterior;
  await extrairDoGit(commit, pastaAnterior);
  // Issue 44: the guide's install block, verbatim, as an operator installs a release beside the running one.
  const linhas = blocoEnsaiado(guiaDe(ROOT), 'instalar');
  const [versaoDoNode] = await instalarComoOGuia(pastaAnterior, linhas);
  tempos.push(
    `anterior (${commit.slice(0, 7)}) extraída do git e instalada pelas linhas do guia (${linhas.map((linha) => linha.replace(/\s+#.*$/, '')).join('; ')}: Node ${versaoDoNode}) em ${segundosDesde(inicio)} s`,
  );
  expect(existsSync(path.join(pastaAnterior, 'dist', 'app', 'index.html'))).toBe(true);
  const appVazio = pastaSemApp(raiz);
  const subida = performance.now();
  cluster = await startCluster({
    // Another checkout's run on the same machine names its own (the cluster takes ports from here up).
    basePort: Number(process.env.CLUSTER_UPGRADE_PORT ?? 5130),
    nodes: 2,
    demoUsers: true,
    versao: versaoEm(pastaAnterior),
    env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000', RIP_APP_DIR: appVazio },
  });
  tempos.push(`cluster da versão anterior de pé em ${segundosDesde(subida)} s`);
  api = client(cluster.origin);
  sql = new pg.Client({ connectionString: cluster.postgres.superUrl });
  await sql.connect();
}, 480_000);

afterAll(async () => {
  api?.close();
  await sql?.end();
  await cluster?.stop();
  // A release's folder (its node_modules, its build) took minutes to delete on a busy disk: that is
  // left to a process of its own, which outlives the test run if it must.
  spawn('rm', ['-rf', raiz], { detached: true, stdio: 'ignore' }).unref();
}, 120_000);

/** The guide's lines for one node, each done as it says (systemd's and curl's by their equivalents). */
async function atualizarNo(node: AppNode, linhas: string[], nova: Versao): Promise<void> {
  for (const linha of linhas) {
    const socat = /^echo "(.+)" \| socat stdio \S+$/.exec(linha);
    if (socat?.[1]) await cluster.haproxy.command(socat[1].replace(/\bno-1\b/, node.name));
    else if (linha === 'systemctl stop rip-app') await node.stop('SIGTERM');
    else if (/^ln -sfn \S+ \S+$/.test(linha)) node.versao = nova;
    else if (linha === 'systemctl start rip-app') await node.start();
    else if (/^until curl -fsS \S+; do sleep 1; done$/.test(linha)) {
      while (!(await ready(node.port))) await new Promise((resolve) => setTimeout(resolve, 1000));
    } else throw new Error(`o ensaio não sabe fazer esta linha do guia: ${linha}`);
  }
  await cluster.waitFor(node, 'UP');
}

const migracoes = (pasta: string) =>
  JSON.parse(readFileSync(path.join(pasta, 'server/db/migrations/meta/_journal.json'), 'utf8')).entries
    .length as number;

async function migracoesNoBanco(): Promise<number> {
  const { rows } = await sql.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
  return rows[0].n;
}

describe.skipIf(faltaHistoria)('a rolling upgrade from the previous release to this one', () => {
  it('follows the guide node by node under a mixed load: 0 failed requests, 0 acknowledged writes lost', async () => {
    const carga = await workload(api);
    const load = mixedLoad(carga.run, 8, MIX);
    const confirmadas: string[] = [];
    // A write resent until acknowledged (the outbox) is counted once, but each answer it did not
    // like is a failed request too.
    const reenvios: string[] = [];
    let escrevendo = true;
    const escritores = Array.from({ length: 4 }, async () => {
      while (escrevendo) {
        const id = randomUUID();
        await carga.createNote(id, {
          onRetry: (answer) =>
            reenvios.push(answer instanceof Error ? answer.message : `${answer.status} ${answer.node}`),
        });
        confirmadas.push(id);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const linhas = blocoEnsaiado(guiaDe(ROOT), 'atualizar-no');
    const [primeiro, segundo] = cluster.nodes as [AppNode, AppNode];
    const antesDaAtualizacao = await migracoesNoBanco();
    const inicio = performance.now();
    await atualizarNo(primeiro, linhas, ESTA_VERSAO);
    // Side by side: this release on one node, its migrations applied, the previous on the other.
    const depoisDoPrimeiro = await migracoesNoBanco();
    const antes = new Map(load.byNode);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const ladoALado = cluster.nodes.map(
      (node) => (load.byNode.get(node.name) ?? 0) - (antes.get(node.name) ?? 0),
    );
    await atualizarNo(segundo, linhas, ESTA_VERSAO);
    const duracao = segundosDesde(inicio);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    escrevendo = false;
    await Promise.all(escritores);
    const pedidos = await load.stop();

    const { rows } = await sql.query(
      'SELECT count(*)::int AS notas FROM anotacoes WHERE id = ANY($1::uuid[])',
      [confirmadas],
    );
    const perdidas = confirmadas.length - rows[0].notas;
    const falhas = [...load.failures, ...reenvios];
    console.log(
      [
        'Atualização em rodízio, versão anterior → esta:',
        ...tempos.map((tempo) => `  ${tempo}`),
        `  migrações no banco: ${antesDaAtualizacao} antes, ${depoisDoPrimeiro} com o primeiro nó novo (esta versão tem ${migracoes(ROOT)}, a anterior ${migracoes(pastaAnterior)})`,
        `  dois nós atualizados em ${duracao} s; lado a lado por 5 s: ${ladoALado.join(' e ')} pedidos atendidos pela nova e pela anterior`,
        `  ${pedidos + confirmadas.length + reenvios.length} pedidos (leituras, escritas e buscas de caso; escritas confirmadas e reenvios), ${falhas.length} com falha`,
        `  ${confirmadas.length} escritas confirmadas, ${perdidas} perdidas`,
        ...falhas.slice(0, 10).map((falha) => `    ${falha}`),
      ].join('\n'),
    );
    expect(antesDaAtualizacao).toBe(migracoes(pastaAnterior));
    expect(migracoes(ROOT)).toBeGreaterThan(antesDaAtualizacao);
    expect(depoisDoPrimeiro).toBe(migracoes(ROOT));
    expect(ladoALado.every((atendidos) => atendidos > 0)).toBe(true);
    expect(falhas).toEqual([]);
    expect(perdidas).toBe(0);
  }, 300_000);
});

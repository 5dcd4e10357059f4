/**
 * Issue 44, item 3: a rolling upgrade with two releases side by side. The previous release (the
 * commit of `versao-anterior`, from git) and this one are each put in a folder of their own and
 * built — this one by the guide's install lines, as they are written; two nodes of the previous
 * release run on PostgreSQL 15 behind the local cluster's HAProxy; then, under a mixed load (case
 * reads, writes and searches, and the app's page with its files), each node is upgraded by the
 * guide's lines for one node, as they are written (systemd emulated: each release's own unit, in
 * the foreground). This release's first node applies its migrations while the previous one still
 * serves. Counted: requests that failed, and acknowledged writes missing from the database.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type Client, client } from '../cluster/client';
import { type Cluster, startCluster } from '../cluster/cluster';
import { MIX, mixedLoad, type Operation, workload } from '../cluster/load';
import { type AppNode, ready, type Versao, versaoEm } from '../cluster/nodes';
import { blocoEnsaiado, guiaDe } from './guia';
import { commitAnterior, copiarEstaVersao, extrairDoGit, instalarDependencias, rodar } from './versoes';

const raiz = mkdtempSync(path.join(tmpdir(), 'rip-atualizacao-'));
const pastaAnterior = path.join(raiz, 'versoes', 'anterior');
const pastaNova = path.join(raiz, 'versoes', 'nova');
const tempos: string[] = [];
let cluster: Cluster;
let api: Client;
let sql: pg.Client;

const segundosDesde = (inicio: number) => ((performance.now() - inicio) / 1000).toFixed(0);

beforeAll(async () => {
  const commit = commitAnterior();
  await extrairDoGit(commit, pastaAnterior);
  copiarEstaVersao(pastaNova);
  const inicio = performance.now();
  await Promise.all([
    (async () => {
      const dependencias = await instalarDependencias(pastaAnterior);
      const build = await rodar('npm run build', pastaAnterior);
      tempos.push(
        `anterior (${commit.slice(0, 7)}): dependências ${dependencias === 'ligado' ? 'ligadas (mesmo package-lock.json)' : `${dependencias.segundos.toFixed(0)} s`}, build ${build.segundos.toFixed(0)} s`,
      );
    })(),
    (async () => {
      const linhas: string[] = [];
      for (const linha of blocoEnsaiado(guiaDe(pastaNova), 'instalar')) {
        const rodado = await rodar(linha, pastaNova);
        linhas.push(`${linha} ${rodado.segundos.toFixed(0)} s`);
      }
      tempos.push(`esta, pelas linhas do guia: ${linhas.join(', ')}`);
    })(),
  ]);
  tempos.push(`as duas versões prontas em ${segundosDesde(inicio)} s`);
  const subida = performance.now();
  cluster = await startCluster({
    // Another checkout's run on the same machine names its own (the cluster takes ports from here up).
    basePort: Number(process.env.CLUSTER_UPGRADE_PORT ?? 5130),
    nodes: 2,
    demoUsers: true,
    versao: versaoEm(pastaAnterior),
    env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  tempos.push(`cluster da versão anterior de pé em ${segundosDesde(subida)} s`);
  api = client(cluster.origin);
  sql = new pg.Client({ connectionString: cluster.postgres.superUrl });
  await sql.connect();
}, 900_000);

afterAll(async () => {
  api?.close();
  await sql?.end();
  await cluster?.stop();
  rmSync(raiz, { recursive: true, force: true });
}, 120_000);

/** A GET outside the API (node:http: fetch refuses some ports), answered as the load counts it. */
function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            node: (response.headers['x-rip-node'] as string | undefined) ?? null,
            body,
            cookie: null,
          }),
        );
      })
      .on('error', reject);
  });
}

/**
 * What a phone does opening the app: the page, then the scripts and styles it names. Mid-upgrade
 * the page may come from one release and a file from a node of the other.
 */
async function abrirApp(): Promise<Answer> {
  const pagina = await get(`${cluster.origin}/rip-app/`);
  if (pagina.status !== 200) return pagina;
  const arquivos = [...pagina.body.matchAll(/(?:src|href)="(\/rip-app\/assets\/[^"]+)"/g)].map((m) => m[1]);
  if (arquivos.length === 0) return { ...pagina, status: 599, body: 'a página não cita nenhum arquivo' };
  for (const arquivo of arquivos) {
    const resposta = await get(`${cluster.origin}${arquivo}`);
    if (resposta.status !== 200) return { ...resposta, body: `${arquivo}: ${resposta.body}` };
  }
  return pagina;
}

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

describe('a rolling upgrade from the previous release to this one', () => {
  it('follows the guide node by node under a mixed load: 0 failed requests, 0 acknowledged writes lost', async () => {
    const carga = await workload(api);
    const mix: (Operation | 'app')[] = [...MIX, 'app'];
    const load = mixedLoad((operacao) => (operacao === 'app' ? abrirApp() : carga.run(operacao)), 8, mix);
    const confirmadas: string[] = [];
    let escrevendo = true;
    const escritores = Array.from({ length: 4 }, async () => {
      while (escrevendo) {
        const id = randomUUID();
        await carga.createNote(id);
        confirmadas.push(id);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const nova = versaoEm(pastaNova);
    const linhas = blocoEnsaiado(guiaDe(pastaNova), 'atualizar-no');
    const [primeiro, segundo] = cluster.nodes as [AppNode, AppNode];
    const inicio = performance.now();
    await atualizarNo(primeiro, linhas, nova);
    // Side by side: this release on one node (its migrations applied), the previous on the other.
    const antes = new Map(load.byNode);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const ladoALado = cluster.nodes.map(
      (node) => (load.byNode.get(node.name) ?? 0) - (antes.get(node.name) ?? 0),
    );
    await atualizarNo(segundo, linhas, nova);
    const duracao = segundosDesde(inicio);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    escrevendo = false;
    await Promise.all(escritores);
    const pedidos = await load.stop();

    const { rows } = await sql.query(
      `SELECT (SELECT count(*)::int FROM anotacoes WHERE id = ANY($1::uuid[])) AS notas,
              (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migracoes`,
      [confirmadas],
    );
    const perdidas = confirmadas.length - rows[0].notas;
    console.log(
      [
        'Atualização em rodízio, versão anterior → esta:',
        ...tempos.map((tempo) => `  ${tempo}`),
        `  migrações: ${migracoes(pastaAnterior)} → ${migracoes(pastaNova)} (${rows[0].migracoes} aplicadas no banco)`,
        `  dois nós atualizados em ${duracao} s; lado a lado por 5 s: ${ladoALado.join(' e ')} pedidos atendidos pela nova e pela anterior`,
        `  ${pedidos} pedidos (leituras, escritas e buscas de caso, e o app), ${load.failures.length} com falha`,
        `  ${confirmadas.length} escritas confirmadas, ${perdidas} perdidas`,
        ...load.failures.slice(0, 10).map((falha) => `    ${falha}`),
      ].join('\n'),
    );
    expect(rows[0].migracoes).toBe(migracoes(pastaNova));
    expect(ladoALado.every((atendidos) => atendidos > 0)).toBe(true);
    expect(load.failures).toEqual([]);
    expect(perdidas).toBe(0);
  }, 300_000);
});

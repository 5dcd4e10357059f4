/**
 * What `npm run cluster` takes on its terminal, one line at a time: a node restarted, stopped or
 * started by the guide's steps (docs/IMPLANTACAO.md, "Atualização sem parada": out of HAProxy,
 * `systemctl stop`, start, ready, back in), and the state of each node.
 */
import type { Cluster } from './cluster';

export const AJUDA = 'comandos: reiniciar no-N | parar no-N | iniciar no-N | estado | ajuda';

export async function executarComando(linha: string, cluster: Cluster, log: (texto: string) => void) {
  const [verbo, nome] = linha.trim().split(/\s+/);
  if (!verbo) return;
  if (verbo === 'estado') {
    const estados = await cluster.haproxy.states();
    for (const node of cluster.nodes) {
      const pid = node.servico?.child.pid;
      log(
        `${node.name}: ${estados[node.name] ?? '?'} no HAProxy, ${pid ? `processo ${pid}` : 'parado'}, ` +
          `porta ${node.port}, métricas em http://127.0.0.1:${node.metricsPort}/metrics`,
      );
    }
    return;
  }
  const node = cluster.nodes.find((candidato) => candidato.name === nome);
  if (!['reiniciar', 'parar', 'iniciar'].includes(verbo) || !node) {
    log(AJUDA);
    return;
  }
  if (verbo !== 'iniciar') {
    await cluster.haproxy.command(`disable server nodes/${node.name}`);
    await node.stop('SIGTERM');
    log(`${node.name} parado`);
  }
  if (verbo !== 'parar') {
    await node.start();
    await cluster.haproxy.command(`enable server nodes/${node.name}`);
    await cluster.waitFor(node, 'UP');
    log(`${node.name} pronto e de volta no HAProxy`);
  }
}

/**
 * How a node leaves without failing a request: it says it is not ready at once (the load
 * balancer's health check takes it out), keeps answering for the drain, then stops accepting and
 * waits for what is in flight — a tus PATCH still streaming, a report being signed, each with its
 * audit row — before the app's onClose hooks seal the log and stop the background timers.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { logDoProcesso as log } from '../log';
import type { Readiness } from './readiness';

export async function closeGracefully(app: FastifyInstance, readiness: Readiness, drainMs: number) {
  readiness.stop();
  if (drainMs > 0) await sleep(drainMs);
  // server.close() reaps the connections idle at that moment only; one whose request ends later
  // would be kept alive for Fastify's keep-alive timeout (72 s), holding the close that long.
  const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(reaper);
  }
}

/**
 * Bounds the shutdown: past `graceMs` the requests still in flight are cut (the shutdown then goes
 * on and reports the failure); past a few more seconds, the process goes whatever hangs.
 */
export function shutdownDeadline(app: () => FastifyInstance | null, graceMs: number) {
  let cut = false;
  const grace = setTimeout(() => {
    cut = true;
    log.error(`requisições ainda em curso após ${graceMs} ms: interrompidas.`);
    app()?.server.closeAllConnections();
  }, graceMs);
  const hard = setTimeout(() => {
    log.error('o encerramento não terminou: saindo assim mesmo.');
    process.exit(1);
  }, graceMs + 10_000);
  grace.unref();
  hard.unref();
  return {
    get cut() {
      return cut;
    },
  };
}

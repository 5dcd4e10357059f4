import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { connect } from './db/client';
import { type EmbeddedDatabase, startEmbedded } from './db/embedded';
import { prepareDatabase } from './db/prepare';
import { loadEnv } from './env';

async function main(): Promise<void> {
  const env = loadEnv();
  const embedded: EmbeddedDatabase | null = env.DATABASE_URL
    ? null
    : await startEmbedded(env.dataDir, env.EMBEDDED_PG_PORT);
  const url = env.DATABASE_URL ?? embedded?.url;
  if (!url) throw new Error('Sem banco de dados: defina DATABASE_URL ou use o PostgreSQL embutido.');
  const database = connect(url);

  let app: FastifyInstance | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[rip-app] ${signal}: encerrando…`);
    try {
      await app?.close();
      await database.close();
      await embedded?.stop();
      process.exit(0);
    } catch (error) {
      console.error('[rip-app] falha ao encerrar', error);
      process.exit(1);
    }
  };
  // Installed before the slow steps, so a Ctrl+C during the first start still stops PostgreSQL.
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const state = await prepareDatabase(database.db, env, { embedded: embedded !== null });
    if (state === 'demo-created') {
      console.log('[rip-app] usuários de demonstração criados (senha rip-demo-2026): 1000001 a 1000005');
    } else if (state === 'no-users') {
      console.warn(
        '[rip-app] nenhum usuário cadastrado: crie o primeiro administrador com `npm run user:create`.',
      );
    }
    app = (await buildApp(database.db, env)).app;
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    await database.close();
    await embedded?.stop();
    throw error;
  }
  const where = env.DATABASE_URL
    ? 'PostgreSQL externo'
    : `PostgreSQL embutido em ${path.join(env.dataDir, 'postgres')}`;
  console.log(`[rip-app] pronto em http://localhost:${env.PORT}/rip-app/ (${where})`);
}

main().catch((error) => {
  console.error('[rip-app] não foi possível iniciar:', error instanceof Error ? error.message : error);
  process.exit(1);
});

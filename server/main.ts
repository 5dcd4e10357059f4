import path from 'node:path';
import { count } from 'drizzle-orm';
import { buildApp } from './app';
import { connect, migrateDatabase } from './db/client';
import { type EmbeddedDatabase, startEmbedded } from './db/embedded';
import { users } from './db/schema';
import { seedDemoData, seedReferenceData } from './db/seed';
import { loadEnv } from './env';

async function main(): Promise<void> {
  const env = loadEnv();
  const embedded: EmbeddedDatabase | null = env.DATABASE_URL
    ? null
    : await startEmbedded(env.dataDir, env.EMBEDDED_PG_PORT);
  const url = env.DATABASE_URL ?? embedded?.url;
  if (!url) throw new Error('Sem banco de dados: defina DATABASE_URL ou use o PostgreSQL embutido.');

  const database = connect(url);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[rip-app] ${signal}: encerrando…`);
    try {
      await app.close();
      await database.close();
      await embedded?.stop();
      process.exit(0);
    } catch (error) {
      console.error('[rip-app] falha ao encerrar', error);
      process.exit(1);
    }
  };

  try {
    await migrateDatabase(database.db);
    await seedReferenceData(database.db);
    const [{ value: userCount } = { value: 0 }] = await database.db.select({ value: count() }).from(users);
    const demo = env.NODE_ENV !== 'production' && (env.SEED_DEMO ?? embedded !== null);
    if (userCount === 0 && demo) {
      await seedDemoData(database.db);
      console.log('[rip-app] usuários de demonstração criados (senha rip-demo-2026): 1000001 a 1000005');
    } else if (userCount === 0) {
      console.warn(
        '[rip-app] nenhum usuário cadastrado: crie o primeiro administrador com `npm run user:create`.',
      );
    }
  } catch (error) {
    await database.close();
    await embedded?.stop();
    throw error;
  }

  const { app } = await buildApp(database.db, env);
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: env.PORT, host: env.HOST });
  const where = env.DATABASE_URL
    ? 'PostgreSQL externo'
    : `PostgreSQL embutido em ${path.join(env.dataDir, 'postgres')}`;
  console.log(`[rip-app] pronto em http://localhost:${env.PORT}/rip-app/ (${where})`);
}

main().catch((error) => {
  console.error('[rip-app] não foi possível iniciar:', error instanceof Error ? error.message : error);
  process.exit(1);
});

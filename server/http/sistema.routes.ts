import type { FastifyInstance } from 'fastify';
import type { sistemaEndpoints } from '../../shared/api/sistema';
import { databaseState } from '../db/client';
import type { Readiness } from './readiness';
import type { Handlers } from './register';

const startedAt = Date.now();

export function sistemaHandlers(app: FastifyInstance, version: string, readiness: Readiness) {
  return {
    getHealth: async ({ ctx, reply }) => {
      const database = await databaseState(ctx.db);
      reply.code(database.status === 'up' ? 200 : 503);
      return {
        status: database.status === 'up' ? ('ok' as const) : ('degraded' as const),
        database,
        version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
    },
    getReadiness: async ({ reply }) => {
      const { ready, ...state } = await readiness.check();
      reply.code(ready ? 200 : 503);
      return { status: ready ? ('ready' as const) : ('not_ready' as const), ...state };
    },
    getOpenApi: async () => app.swagger() as unknown as Record<string, unknown>,
  } satisfies Pick<Handlers, keyof typeof sistemaEndpoints>;
}

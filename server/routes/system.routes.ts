import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '../../shared/schemas/health';
import { type Db, databaseState } from '../db/client';

const startedAt = Date.now();

export function systemRoutes(db: Db, version: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['sistema'],
          summary: 'Estado do servidor e do banco',
          response: { 200: healthResponse, 503: healthResponse },
        },
      },
      async (_request, reply) => {
        const database = await databaseState(db);
        reply.code(database.status === 'up' ? 200 : 503);
        return {
          status: database.status === 'up' ? ('ok' as const) : ('degraded' as const),
          database,
          version,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        };
      },
    );

    app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
      app.swagger(),
    );
  };
}

import { z } from 'zod';

export const healthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ status: z.enum(['up', 'down']), latencyMs: z.number() }),
    version: z.string(),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'HealthResponse' });

export const readinessResponse = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    /** The node is shutting down: what is in flight is finished, nothing new should come. */
    stopping: z.boolean(),
    database: z.enum(['up', 'down']),
    /** The database has every migration this build expects. */
    migrations: z.boolean(),
  })
  .meta({ id: 'ReadinessResponse' });

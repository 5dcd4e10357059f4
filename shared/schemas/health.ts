import { z } from 'zod';

export const healthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ status: z.enum(['up', 'down']), latencyMs: z.number() }),
    version: z.string(),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof healthResponse>;

/**
 * What the administrator asking may do with a user, a profile or a permission (issue 39: nobody
 * grows their own rights), decided by the server with the rule that refuses the write and sent
 * with the record, so that a screen hides or disables it and says why.
 */
import { z } from 'zod';

export const politicaAdmin = z
  .object({
    pode_alterar: z.boolean(),
    /** Why not, in Portuguese, fit to show; null when it may. */
    motivo: z.string().nullable(),
  })
  .meta({ id: 'PoliticaAdmin' });
export type PoliticaAdmin = z.infer<typeof politicaAdmin>;

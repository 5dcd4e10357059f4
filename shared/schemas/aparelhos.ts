/**
 * The installed apps (aparelhos) a user logs in on (issue 39): each one's key, registered at login,
 * is what its camera signs captures with, whoever is logged in on it; issue 43 lists them ('Meus
 * aparelhos') and revokes a lost one.
 */
import { z } from 'zod';
import { ALGORITMO_APARELHO } from '../captura-assinatura';
import { uuid } from './common';

/** POST /aparelhos: this installed app's id (made once, kept) and its public key (SPKI, base64). */
export const aparelhoRegistroRequest = z
  .object({
    id: uuid,
    algoritmo: z.literal(ALGORITMO_APARELHO),
    chave_publica: z
      .string()
      .max(400)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Chave do aparelho inválida.'),
  })
  .meta({ id: 'AparelhoRegistroRequest' });
export type AparelhoRegistroRequest = z.infer<typeof aparelhoRegistroRequest>;

export const aparelho = z
  .object({
    id: z.uuid(),
    /** Made from the browser's user agent at the first registration, e.g. 'Chrome no Android'. */
    nome: z.string(),
    /** When the session's user first registered it, and last did. */
    registrado_em: z.string(),
    visto_em: z.string(),
  })
  .meta({ id: 'Aparelho' });
export type Aparelho = z.infer<typeof aparelho>;

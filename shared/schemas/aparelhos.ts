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
    /**
     * The device's signature of `payloadDoRegistro` for the session's user: proof that the private
     * key is on this phone. Absent from versions before 30/11, which then may register a new device
     * only: a device registered already is bound to a session again with this proof alone.
     */
    prova: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Prova do aparelho inválida.')
      .optional(),
  })
  .meta({ id: 'AparelhoRegistroRequest' });
export type AparelhoRegistroRequest = z.infer<typeof aparelhoRegistroRequest>;

export const aparelho = z
  .object({
    id: uuid,
    /** Made from the browser's user agent at the first registration, e.g. 'Chrome no Android'. */
    nome: z.string(),
    /** When the session's user first registered it, and last did. */
    registrado_em: z.string(),
    visto_em: z.string(),
  })
  .meta({ id: 'Aparelho' });
export type Aparelho = z.infer<typeof aparelho>;

/** A session opened on the device, still open. */
export const aparelhoSessao = z.object({
  id: uuid,
  criada_em: z.string(),
  vista_em: z.string(),
  /** The session of the request that listed it. */
  esta: z.boolean(),
});

/**
 * A device in 'Meus aparelhos' (issue 43) or in the administrator's view of a user: the user's
 * binding to it (registered, last seen, the items it last said wait in its outbox for this user),
 * the user's open sessions on it, whether it was marked lost and whether it has been told, and
 * what the reader may do with it, decided by the server.
 */
export const aparelhoDoUsuario = z
  .object({
    id: uuid,
    nome: z.string(),
    registrado_em: z.string(),
    visto_em: z.string(),
    /** The session of the request that listed it is on this device. */
    este: z.boolean(),
    pendentes: z.number().int(),
    /** When the device last reported its count; null if it never did. */
    pendentes_em: z.string().nullable(),
    sessoes: z.array(aparelhoSessao),
    perdido_em: z.string().nullable(),
    /** When the lost device first reached the server after being marked, and was told to wipe. */
    avisado_em: z.string().nullable(),
    policy: z.object({
      pode_encerrar: z.boolean(),
      pode_marcar_perdido: z.boolean(),
      pode_liberar: z.boolean(),
    }),
  })
  .meta({ id: 'AparelhoDoUsuario' });
export type AparelhoDoUsuario = z.infer<typeof aparelhoDoUsuario>;

/** PUT /aparelhos/:aparelhoId/perdido: true marks it lost, false releases it. */
export const aparelhoPerdidoRequest = z
  .object({ perdido: z.boolean() })
  .meta({ id: 'AparelhoPerdidoRequest' });
export type AparelhoPerdidoRequest = z.infer<typeof aparelhoPerdidoRequest>;

/**
 * PUT /aparelhos/pendencias: every item of the session's user waiting in this device's outbox
 * (refused and in conflict included: they wait for the author), for 'Meus aparelhos'.
 */
export const aparelhoPendenciasRequest = z
  .object({ itens: z.number().int().min(0).max(100_000) })
  .meta({ id: 'AparelhoPendenciasRequest' });
export type AparelhoPendenciasRequest = z.infer<typeof aparelhoPendenciasRequest>;

/**
 * The WebAuthn challenges (issue 43), kept in PostgreSQL so that any node verifies a challenge
 * another node issued. Each is taken once, by one statement that marks it used: two answers to one
 * challenge, sent at once to two nodes, find one of them refused. A challenge answered after
 * PASSKEY_DESAFIO_SEGUNDOS (the server's clock) is refused too. A registration's or a step-up's
 * belongs to the session that asked for it; a login's to whoever answers it first.
 */
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, gt, isNull, lt, type SQL } from 'drizzle-orm';
import { type FinalidadeDesafio, webauthnDesafios } from '../../db/schema';
import { AppError } from '../../errors';
import type { ServiceContext } from '../../kit/context';

const EXPIRADO = 'O pedido da passkey expirou ou não vale mais. Tente de novo.';
const USADO = 'Este pedido da passkey já foi usado. Tente de novo.';

/** What is kept after expiry, so that a late answer still hears 'used' rather than 'expired'. */
const GUARDADO_HORAS = 1;

/** A new challenge for this purpose (and session), stored before it is handed out. */
export async function emitirDesafio(
  ctx: ServiceContext,
  finalidade: FinalidadeDesafio,
  sessionId: string | null,
): Promise<string> {
  const desafio = isoBase64URL.fromBuffer(crypto.getRandomValues(new Uint8Array(32)));
  const agora = ctx.now();
  await ctx.db
    .delete(webauthnDesafios)
    .where(lt(webauthnDesafios.expiraEm, new Date(agora.getTime() - GUARDADO_HORAS * 3_600_000)));
  await ctx.db.insert(webauthnDesafios).values({
    desafio,
    finalidade,
    sessionId,
    expiraEm: new Date(agora.getTime() + ctx.env.PASSKEY_DESAFIO_SEGUNDOS * 1000),
  });
  return desafio;
}

/** The challenge the browser signed, read from its clientDataJSON; the signature check comes later. */
function desafioDe(clientDataJSON: string): string {
  try {
    const dados: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    if (dados && typeof dados === 'object' && 'challenge' in dados && typeof dados.challenge === 'string') {
      return dados.challenge;
    }
  } catch {
    // Not JSON: answered below as a challenge this server never issued.
  }
  throw new AppError('PASSKEY_DESAFIO_EXPIRADO', EXPIRADO);
}

/**
 * Takes the challenge the answer carries, once: refused when it was never issued for this purpose
 * and session, was already taken, or expired. Returns it for the signature check.
 */
export async function tomarDesafio(
  ctx: ServiceContext,
  clientDataJSON: string,
  finalidade: FinalidadeDesafio,
  sessionId: string | null,
): Promise<string> {
  const desafio = desafioDe(clientDataJSON);
  const agora = ctx.now();
  const daSessao: SQL =
    sessionId === null ? isNull(webauthnDesafios.sessionId) : eq(webauthnDesafios.sessionId, sessionId);
  const deste = and(
    eq(webauthnDesafios.desafio, desafio),
    eq(webauthnDesafios.finalidade, finalidade),
    daSessao,
  );
  const [tomado] = await ctx.db
    .update(webauthnDesafios)
    .set({ usadoEm: agora })
    .where(and(deste, isNull(webauthnDesafios.usadoEm), gt(webauthnDesafios.expiraEm, agora)))
    .returning({ desafio: webauthnDesafios.desafio });
  if (tomado) return tomado.desafio;
  const [visto] = await ctx.db
    .select({ usadoEm: webauthnDesafios.usadoEm })
    .from(webauthnDesafios)
    .where(deste);
  if (visto?.usadoEm) throw new AppError('PASSKEY_DESAFIO_USADO', USADO);
  throw new AppError('PASSKEY_DESAFIO_EXPIRADO', EXPIRADO);
}

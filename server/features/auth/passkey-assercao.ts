/**
 * Checks a signed challenge (an assertion) against the passkey it names: origin and relying party
 * from PUBLIC_URL, the user verified (the finger or the phone's PIN), the signature with the stored
 * key, and the authenticator's counter above the stored one. The counter moves in one guarded
 * statement, so the same assertion sent twice at once counts once.
 */
import { type AuthenticatorTransport, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { passkeyAutenticacaoResposta } from '../../../shared/schemas/passkeys';
import type { DbOrTx } from '../../db/client';
import { aparelhos, aparelhoUsuarios, passkeys } from '../../db/schema';
import type { Env } from '../../env';
import { parteConfiavel } from './passkey-rp';

export type Assercao = z.infer<typeof passkeyAutenticacaoResposta>;
type PasskeyRow = typeof passkeys.$inferSelect;

/** Why an assertion was refused, as the audit row keeps it. */
export type Recusa = 'assinatura' | 'contador' | 'usuario';

/** The user id the registration gave the authenticator (user.id of the options), as it returns it. */
export const userHandleDe = (userId: string) => isoBase64URL.fromUTF8String(userId);

/** The new counter when the assertion checks, or why not. */
export async function conferirAssercao(
  env: Env,
  resposta: Assercao,
  desafio: string,
  passkey: PasskeyRow,
): Promise<{ contador: number } | { recusa: Recusa }> {
  const { userHandle } = resposta.response;
  if (userHandle !== undefined && userHandle !== userHandleDe(passkey.userId)) return { recusa: 'usuario' };
  const { rpID, origin } = parteConfiavel(env);
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: resposta,
      expectedChallenge: desafio,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.chavePublica),
        counter: passkey.contador,
        transports: passkey.transportes as AuthenticatorTransport[],
      },
    });
    if (!verified) return { recusa: 'assinatura' };
    return { contador: authenticationInfo.newCounter };
  } catch (error) {
    return { recusa: error instanceof Error && /counter/i.test(error.message) ? 'contador' : 'assinatura' };
  }
}

/**
 * Records the use: the counter only forward (an authenticator without one keeps 0), in one
 * statement. False when another request already moved it past this assertion (a replay raced it).
 */
export async function registrarUso(db: DbOrTx, id: string, contador: number, agora: Date): Promise<boolean> {
  const usada = await db
    .update(passkeys)
    .set({ contador, usadaEm: agora })
    .where(
      and(
        eq(passkeys.id, id),
        or(lt(passkeys.contador, contador), and(eq(passkeys.contador, 0), sql`${contador} = 0`)),
      ),
    )
    .returning({ id: passkeys.id });
  return usada.length > 0;
}

/**
 * Whether the passkey went with its device: the device marked lost, or this user's binding to it
 * revoked (issue 43). A passkey registered without a device bound to the session has none to lose.
 */
export async function revogada(db: DbOrTx, passkey: PasskeyRow): Promise<boolean> {
  if (passkey.aparelhoId === null) return false;
  const [row] = await db
    .select({ aparelho: aparelhos.revogadoEm, vinculo: aparelhoUsuarios.revogadoEm })
    .from(aparelhos)
    .leftJoin(
      aparelhoUsuarios,
      and(eq(aparelhoUsuarios.aparelhoId, aparelhos.id), eq(aparelhoUsuarios.userId, passkey.userId)),
    )
    .where(eq(aparelhos.id, passkey.aparelhoId));
  return Boolean(row?.aparelho ?? row?.vinculo);
}

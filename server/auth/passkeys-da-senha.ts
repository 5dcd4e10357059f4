/**
 * Passkeys go with the password that registered them. Registering one asks for the current
 * password, so whoever learned a password could add a passkey of their own (a software
 * authenticator looks like a phone's to the server) and keep it past the recovery meant to shut
 * them out. A new password therefore takes them: all of the account's when an administrator gives a
 * temporary one, and all but this phone's when the user changes their own. Each on the log as the
 * user's own removal is.
 */
import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import { audit } from '../audit/audit';
import type { Tx } from '../db/client';
import { passkeys } from '../db/schema';

type Motivo = 'senha_temporaria' | 'senha_alterada';

export async function removerPasskeysPelaSenha(
  tx: Tx,
  alvo: { userId: string; motivo: Motivo; mantendoAparelho?: string | null },
  autor: { userId: string; sessionId: string; ip: string },
): Promise<number> {
  const { userId, motivo, mantendoAparelho } = alvo;
  const deOutrosAparelhos: SQL | undefined = mantendoAparelho
    ? or(isNull(passkeys.aparelhoId), ne(passkeys.aparelhoId, mantendoAparelho))
    : undefined;
  const removidas = await tx
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), deOutrosAparelhos))
    .returning({ id: passkeys.id, nome: passkeys.nome });
  for (const { id, nome } of removidas) {
    await audit(tx, {
      action: 'passkey.removida',
      message: `Passkey removida com a troca de senha: ${nome}`,
      userId: autor.userId,
      context: {
        passkeyId: id,
        nome,
        motivo,
        targetUserId: userId,
        sessionId: autor.sessionId,
        ip: autor.ip,
      },
    });
  }
  return removidas.length;
}

/**
 * The installed apps' keys (issue 39). The app registers its device at login, and again at a sync
 * while that failed. A device is shared by whoever logs in on it (a shift's phone): each user's
 * first registration binds them to it, from that instant on; the same user again is the same
 * registration (its last sighting and this session bound to it). The device's id with another key
 * is refused and the refusal is on the log: nobody swaps the key its captures are checked with.
 * Nor does anyone join a device, or bind a session to one again, with its id and public key alone,
 * which a custody export prints: that takes the key's signature for the user (`payloadDoRegistro`),
 * which only the phone holding the private key can make. Every registration is on the log.
 */
import { createHash, createPublicKey } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { nomeDoAparelho } from '../../../shared/aparelho-nome';
import { payloadDoRegistro } from '../../../shared/captura-assinatura';
import type { Aparelho, AparelhoRegistroRequest } from '../../../shared/schemas/aparelhos';
import { audit } from '../../audit/audit';
import { assinaturaDoAparelhoConfere } from '../../auth/assinatura-do-aparelho';
import type { DbOrTx } from '../../db/client';
import { aparelhos, aparelhoUsuarios, sessions } from '../../db/schema';
import { AppError } from '../../errors';
import { type Actor, type Created, requireActor, type ServiceContext } from '../../kit/context';

const CHAVE_INVALIDA = 'A chave do aparelho não é uma chave pública ECDSA P-256.';
const OUTRA_CHAVE = 'Este aparelho já está registrado com outra chave.';
const PERDIDO = 'Este aparelho foi marcado como perdido.';
const SEM_PROVA = 'O aparelho não provou ter a chave registrada. Atualize o app e entre de novo.';

/** The public key as DER, re-exported by OpenSSL: any other kind of key or curve is refused. */
function chavePublicaDe(base64: string): Buffer {
  try {
    const chave = createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });
    if (chave.asymmetricKeyType === 'ec' && chave.asymmetricKeyDetails?.namedCurve === 'prime256v1') {
      return chave.export({ format: 'der', type: 'spki' });
    }
  } catch {
    // Not a key at all: refused below like a key of another kind.
  }
  throw new AppError('UNPROCESSABLE', CHAVE_INVALIDA, [{ path: 'chave_publica', message: CHAVE_INVALIDA }]);
}

/** Whether the device's key signed the binding of this user to it. */
function provaConfere(chavePublica: Buffer, aparelhoId: string, userId: string, prova: string): boolean {
  return assinaturaDoAparelhoConfere(chavePublica, payloadDoRegistro(aparelhoId, userId), prova);
}

/**
 * Why this registration may not bind the user, if it may not: a proof given must verify; without one
 * (a version before 30/11) only a new device is taken. A device registered already is bound again
 * only with its key's signature: with its id and public key alone (a custody export prints both),
 * a session that knew the user's password passed for their phone, and a passkey made in it was
 * that phone's, kept when the password was changed there (passkeys-da-senha.ts).
 */
function semProva(
  row: { id: string; chavePublica: Buffer },
  actor: Actor,
  prova: string | undefined,
  novo: boolean,
) {
  if (prova === undefined) return !novo;
  return !provaConfere(row.chavePublica, row.id, actor.id, prova);
}

type VinculoRow = typeof aparelhoUsuarios.$inferSelect;

/** The user's binding to the device, made at their first registration, seen again at each other. */
async function vincular(
  tx: DbOrTx,
  aparelhoId: string,
  actor: Actor,
  agora: Date,
): Promise<{ vinculo: VinculoRow; novo: boolean }> {
  const [novo] = await tx
    .insert(aparelhoUsuarios)
    .values({ aparelhoId, userId: actor.id, registradoEm: agora, vistoEm: agora })
    .onConflictDoNothing()
    .returning();
  if (novo) return { vinculo: novo, novo: true };
  // A revoked binding stays revoked: registering again does not undo what issue 43 decided.
  const [visto] = await tx
    .update(aparelhoUsuarios)
    .set({ vistoEm: agora })
    .where(and(eq(aparelhoUsuarios.aparelhoId, aparelhoId), eq(aparelhoUsuarios.userId, actor.id)))
    .returning();
  if (!visto) throw new AppError('INTERNAL', 'Vínculo do aparelho não encontrado após o registro.');
  return { vinculo: visto, novo: false };
}

/** The device as this user knows it: registered when they first registered it. */
function aparelhoDe(nome: string, vinculo: VinculoRow): Aparelho {
  return {
    id: vinculo.aparelhoId,
    nome,
    registrado_em: vinculo.registradoEm.toISOString(),
    visto_em: vinculo.vistoEm.toISOString(),
  };
}

function mensagem(nome: string, aparelhoNovo: boolean, vinculoNovo: boolean): string {
  if (aparelhoNovo) return `Aparelho registrado: ${nome}`;
  if (vinculoNovo) return `Aparelho registrado para mais um usuário: ${nome}`;
  return `Aparelho registrado de novo: ${nome}`;
}

export async function registerAparelho(
  ctx: ServiceContext,
  input: AparelhoRegistroRequest,
): Promise<Created<Aparelho>> {
  const actor = requireActor(ctx);
  const chavePublica = chavePublicaDe(input.chave_publica);
  const agora = ctx.now();
  type Recusa = 'outra_chave' | 'sem_prova' | 'perdido';
  const resultado = await ctx.db.transaction(async (tx): Promise<Created<Aparelho> | Recusa> => {
    const [novo] = await tx
      .insert(aparelhos)
      .values({
        id: input.id,
        chavePublica,
        algoritmo: input.algoritmo,
        nome: nomeDoAparelho(ctx.userAgent),
        userAgent: ctx.userAgent,
        registradoEm: agora,
        vistoEm: agora,
      })
      .onConflictDoNothing()
      .returning();
    // Two registrations of one device at once: the second waits for the first and compares.
    const [row] = novo
      ? [novo]
      : await tx.select().from(aparelhos).where(eq(aparelhos.id, input.id)).for('update');
    if (!row) throw new AppError('INTERNAL', 'Aparelho não encontrado após o registro.');
    if (!row.chavePublica.equals(chavePublica)) return 'outra_chave';
    // A lost device's request that did not name it (issue 43): its session binds to nothing and
    // ends, proof or none (a version before the proof, on the lost phone, is told too; that the
    // device is lost its header already tells anyone who names it).
    if (row.revogadoEm) {
      await tx.update(sessions).set({ endedAt: agora }).where(eq(sessions.id, actor.sessionId));
      return 'perdido';
    }
    if (semProva(row, actor, input.prova, Boolean(novo))) {
      // A new device's row goes with the refusal: nothing of it stays without a user proven on it.
      if (novo) await tx.delete(aparelhos).where(eq(aparelhos.id, row.id));
      return 'sem_prova';
    }
    if (!novo) {
      await tx
        .update(aparelhos)
        .set({ vistoEm: agora, userAgent: ctx.userAgent })
        .where(eq(aparelhos.id, row.id));
    }
    const { vinculo, novo: vinculoNovo } = await vincular(tx, row.id, actor, agora);
    await tx.update(sessions).set({ aparelhoId: row.id }).where(eq(sessions.id, actor.sessionId));
    await audit(tx, {
      action: 'aparelho.registrado',
      message: mensagem(row.nome, Boolean(novo), vinculoNovo),
      userId: actor.id,
      context: {
        aparelhoId: row.id,
        novo: Boolean(novo),
        vinculoNovo,
        // The key as registered, fixed in the chained log.
        chaveSha256: createHash('sha256').update(row.chavePublica).digest('hex'),
        sessionId: actor.sessionId,
        ip: ctx.ip,
      },
    });
    return { value: aparelhoDe(row.nome, vinculo), created: vinculoNovo };
  });
  if (typeof resultado !== 'string') return resultado;
  const recusas = {
    perdido: {
      log: 'Registro recusado: o aparelho está marcado como perdido; a sessão foi encerrada',
      erro: new AppError('APARELHO_PERDIDO', PERDIDO),
    },
    outra_chave: {
      log: 'Registro recusado: o aparelho já tem outra chave',
      erro: new AppError('APARELHO_CHAVE_DIFERENTE', OUTRA_CHAVE),
    },
    sem_prova: {
      log: 'Registro recusado: o aparelho não provou ter a chave registrada',
      erro: new AppError('APARELHO_SEM_PROVA', SEM_PROVA),
    },
  };
  await audit(ctx.db, {
    level: 'WARNING',
    action: 'aparelho.recusado',
    message: recusas[resultado].log,
    userId: actor.id,
    context: { aparelhoId: input.id, motivo: resultado, ip: ctx.ip, userAgent: ctx.userAgent },
  });
  throw recusas[resultado].erro;
}

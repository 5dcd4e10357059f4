/**
 * The installed apps' keys (issue 39). The app registers its device at login, and again at a sync
 * while that failed; the same device and key again is the same registration (its last sighting and
 * this session bound to it). A device bound to another user, or its id with another key, is refused
 * and the refusal is on the log: nobody takes over a device, nor swaps the key its captures are
 * checked with. Every registration is on the log.
 */
import { createHash, createPublicKey } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { nomeDoAparelho } from '../../../shared/aparelho-nome';
import type { Aparelho, AparelhoRegistroRequest } from '../../../shared/schemas/aparelhos';
import { audit } from '../../audit/audit';
import { aparelhos, sessions } from '../../db/schema';
import { AppError } from '../../errors';
import { type Created, requireActor, type ServiceContext } from '../../kit/context';

const CHAVE_INVALIDA = 'A chave do aparelho não é uma chave pública ECDSA P-256.';
const DE_OUTRO_USUARIO = 'Este aparelho está registrado para outro usuário.';
const OUTRA_CHAVE = 'Este aparelho já está registrado com outra chave.';

type AparelhoRow = typeof aparelhos.$inferSelect;

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

function aparelhoDe(row: AparelhoRow): Aparelho {
  return {
    id: row.id,
    nome: row.nome,
    registrado_em: row.registradoEm.toISOString(),
    visto_em: row.vistoEm.toISOString(),
  };
}

type Resultado = { aparelho: Aparelho; created: boolean } | { recusa: 'outro_usuario' | 'outra_chave' };

export async function registerAparelho(
  ctx: ServiceContext,
  input: AparelhoRegistroRequest,
): Promise<Created<Aparelho>> {
  const actor = requireActor(ctx);
  const chavePublica = chavePublicaDe(input.chave_publica);
  const agora = ctx.now();
  const resultado = await ctx.db.transaction(async (tx): Promise<Resultado> => {
    const [novo] = await tx
      .insert(aparelhos)
      .values({
        id: input.id,
        userId: actor.id,
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
    if (row.userId !== actor.id) return { recusa: 'outro_usuario' };
    if (!row.chavePublica.equals(chavePublica)) return { recusa: 'outra_chave' };
    const [visto] = novo
      ? [novo]
      : await tx
          .update(aparelhos)
          .set({ vistoEm: agora, userAgent: ctx.userAgent })
          .where(eq(aparelhos.id, row.id))
          .returning();
    await tx.update(sessions).set({ aparelhoId: row.id }).where(eq(sessions.id, actor.sessionId));
    await audit(tx, {
      action: 'aparelho.registrado',
      message: novo ? `Aparelho registrado: ${row.nome}` : `Aparelho registrado de novo: ${row.nome}`,
      userId: actor.id,
      context: {
        aparelhoId: row.id,
        novo: Boolean(novo),
        // The key as registered, fixed in the chained log.
        chaveSha256: createHash('sha256').update(row.chavePublica).digest('hex'),
        sessionId: actor.sessionId,
        ip: ctx.ip,
      },
    });
    return { aparelho: aparelhoDe(visto ?? row), created: Boolean(novo) };
  });
  if ('aparelho' in resultado) return { value: resultado.aparelho, created: resultado.created };
  await audit(ctx.db, {
    level: 'WARNING',
    action: 'aparelho.recusado',
    message:
      resultado.recusa === 'outro_usuario'
        ? 'Registro recusado: aparelho de outro usuário'
        : 'Registro recusado: o aparelho já tem outra chave',
    userId: actor.id,
    context: { aparelhoId: input.id, motivo: resultado.recusa, ip: ctx.ip, userAgent: ctx.userAgent },
  });
  if (resultado.recusa === 'outro_usuario') throw new AppError('APARELHO_DE_OUTRO_USUARIO', DE_OUTRO_USUARIO);
  throw new AppError('APARELHO_CHAVE_DIFERENTE', OUTRA_CHAVE);
}

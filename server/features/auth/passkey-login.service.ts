/**
 * The login with a passkey, one touch and nothing typed (issue 43), and the step-up that confirms a
 * session before an administration act. The login follows the password's rules: the address's rate
 * limit (the table's `limited`), the matrícula's attempts counted and its lock honoured, a disabled
 * user refused, and the same session opened (the app then registers its device key as after a
 * password). Refusals carry stable codes and are on the log with the credential they named.
 */
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { passkeyAutenticacaoOpcoes } from '../../../shared/schemas/passkeys';
import { audit } from '../../audit/audit';
import { loginFalhas, passkeys, sessions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { requireActor, type ServiceContext } from '../../kit/context';
import {
  type LoginResult,
  lockedMessage,
  openSession,
  recordFailure,
  releaseAttempt,
  reserveAttempt,
  type Who,
} from './login.service';
import { type Assercao, conferirAssercao, type Recusa, registrarUso, revogada } from './passkey-assercao';
import { emitirDesafio, tomarDesafio } from './passkey-desafio';
import { parteConfiavel } from './passkey-rp';

type Opcoes = z.input<typeof passkeyAutenticacaoOpcoes>;

const DESCONHECIDA = 'Esta passkey não está cadastrada no RIP. Entre com matrícula e senha.';
const INVALIDA = 'A passkey não pôde ser conferida. Tente de novo ou entre com matrícula e senha.';

async function opcoes(
  ctx: ServiceContext,
  desafio: string,
  permitidas: { id: string; transportes: string[] }[],
): Promise<Opcoes> {
  return generateAuthenticationOptions({
    rpID: parteConfiavel(ctx.env).rpID,
    challenge: isoBase64URL.toBuffer(desafio),
    timeout: ctx.env.PASSKEY_DESAFIO_SEGUNDOS * 1000,
    userVerification: 'required',
    allowCredentials: permitidas.map((p) => ({
      id: p.id,
      transports: p.transportes as ('internal' | 'hybrid')[],
    })),
  });
}

/** A challenge anyone may answer with a passkey of theirs (a discoverable credential). */
export async function createPasskeyLoginOpcoes(ctx: ServiceContext): Promise<Opcoes> {
  return opcoes(ctx, await emitirDesafio(ctx, 'login', null), []);
}

/**
 * Why a passkey is refused before its signature is even checked: a device marked lost, or a
 * credential the RIP does not know. On the log, without counting toward a lock.
 */
const RECUSAS = {
  revogada: {
    code: 'PASSKEY_REVOGADA',
    action: 'auth.passkey_revogada',
    log: 'Passkey de aparelho revogado recusada',
    mensagem: 'Esta passkey foi desligada com o aparelho em que foi cadastrada. Entre com matrícula e senha.',
  },
  desconhecida: {
    code: 'PASSKEY_DESCONHECIDA',
    action: 'auth.passkey_desconhecida',
    log: 'Passkey desconhecida recusada',
    mensagem: DESCONHECIDA,
  },
} as const;

async function recusar(
  ctx: ServiceContext,
  motivo: keyof typeof RECUSAS,
  passkeyId: string,
  userId: string | null,
  via: string,
): Promise<never> {
  const recusa = RECUSAS[motivo];
  await audit(ctx.db, {
    level: 'WARNING',
    action: recusa.action,
    message: recusa.log,
    userId,
    context: { passkeyId, via, ip: ctx.ip, userAgent: ctx.userAgent },
  });
  throw new AppError(recusa.code, recusa.mensagem);
}

export async function loginPasskey(ctx: ServiceContext, resposta: Assercao): Promise<LoginResult> {
  const { db, env } = ctx;
  const desafio = await tomarDesafio(ctx, resposta.response.clientDataJSON, 'login', null);
  const [row] = await db
    .select({ passkey: passkeys, matricula: users.matricula, active: users.active })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.id, resposta.id));
  if (!row) return recusar(ctx, 'desconhecida', resposta.id, null, 'login');
  const { passkey } = row;
  const who: Who = { matricula: row.matricula, ip: ctx.ip, userAgent: ctx.userAgent, via: 'passkey' };
  if (await revogada(db, passkey)) return recusar(ctx, 'revogada', passkey.id, passkey.userId, 'login');

  if (!(await reserveAttempt(db, env, row.matricula))) {
    await audit(db, {
      level: 'WARNING',
      action: 'auth.login_locked',
      message: 'Tentativa de login com passkey em matrícula bloqueada',
      userId: passkey.userId,
      context: { ...who, conhecida: true, passkeyId: passkey.id },
    });
    throw new AppError('ACCOUNT_LOCKED', lockedMessage(env));
  }
  const conferida = await conferirAssercao(env, resposta, desafio, passkey);
  const recusa: Recusa | null =
    'recusa' in conferida
      ? conferida.recusa
      : (await registrarUso(db, passkey.id, conferida.contador, ctx.now()))
        ? null
        : 'contador';
  if (recusa) {
    if (await recordFailure(db, env, passkey.userId, { ...who, motivo: recusa, passkeyId: passkey.id }))
      throw new AppError('ACCOUNT_LOCKED', lockedMessage(env));
    throw new AppError('PASSKEY_INVALIDA', INVALIDA);
  }
  if (!row.active) {
    await db.transaction(async (tx) => {
      await tx.update(loginFalhas).set(releaseAttempt()).where(eq(loginFalhas.matricula, row.matricula));
      await audit(tx, {
        level: 'WARNING',
        action: 'auth.login_disabled',
        message: 'Login com passkey de usuário desativado',
        userId: passkey.userId,
        context: { ...who, passkeyId: passkey.id },
      });
    });
    throw new AppError('ACCOUNT_DISABLED', 'Usuário desativado. Procure um administrador.');
  }
  return openSession(ctx, passkey.userId, who, passkey.id);
}

/** A challenge for the session's user, to be answered with one of their own passkeys. */
export async function createConfirmacaoOpcoes(ctx: ServiceContext): Promise<Opcoes> {
  const actor = requireActor(ctx);
  const suas = await ctx.db
    .select({ id: passkeys.id, transportes: passkeys.transportes })
    .from(passkeys)
    .where(eq(passkeys.userId, actor.id));
  if (suas.length === 0) {
    throw new AppError(
      'PASSKEY_NECESSARIA',
      'Cadastre a passkey deste aparelho em Meus Dados para confirmar.',
    );
  }
  return opcoes(ctx, await emitirDesafio(ctx, 'confirmacao', actor.sessionId), suas);
}

/** The step-up: a touch on one of the user's passkeys confirms this session for a few minutes. */
export async function confirmPasskey(
  ctx: ServiceContext,
  resposta: Assercao,
): Promise<{ confirmada_ate: string }> {
  const actor = requireActor(ctx);
  const desafio = await tomarDesafio(ctx, resposta.response.clientDataJSON, 'confirmacao', actor.sessionId);
  const [passkey] = await ctx.db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, resposta.id), eq(passkeys.userId, actor.id)));
  // Another user's passkey is as unknown here as one never registered.
  if (!passkey) return recusar(ctx, 'desconhecida', resposta.id, actor.id, 'confirmacao');
  if (await revogada(ctx.db, passkey)) return recusar(ctx, 'revogada', passkey.id, actor.id, 'confirmacao');
  const agora = ctx.now();
  const conferida = await conferirAssercao(ctx.env, resposta, desafio, passkey);
  const recusa: Recusa | null =
    'recusa' in conferida
      ? conferida.recusa
      : (await registrarUso(ctx.db, passkey.id, conferida.contador, agora))
        ? null
        : 'contador';
  if (recusa) {
    await audit(ctx.db, {
      level: 'WARNING',
      action: 'auth.confirmacao_recusada',
      message: 'Confirmação com passkey recusada',
      userId: actor.id,
      context: { passkeyId: passkey.id, motivo: recusa, sessionId: actor.sessionId, ip: ctx.ip },
    });
    throw new AppError('PASSKEY_INVALIDA', 'A passkey não pôde ser conferida. Tente de novo.');
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(sessions).set({ confirmadaEm: agora }).where(eq(sessions.id, actor.sessionId));
    await audit(tx, {
      action: 'auth.confirmacao',
      message: 'Sessão confirmada com passkey',
      userId: actor.id,
      context: { passkeyId: passkey.id, sessionId: actor.sessionId, ip: ctx.ip, userAgent: ctx.userAgent },
    });
  });
  const ate = new Date(agora.getTime() + ctx.env.PASSKEY_CONFIRMACAO_MINUTOS * 60_000);
  return { confirmada_ate: ate.toISOString() };
}
